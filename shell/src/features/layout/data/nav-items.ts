export interface NavItem {
  label: string;
  path: string;
}

/** Header navigation, in the order shown. */
export const navItems: readonly NavItem[] = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about' },
  { label: 'Services', path: '/services' },
  { label: 'Exam Prep', path: '/exams' },
  { label: 'Nursing Schools', path: '/schools' },
  { label: 'Resources', path: '/resources' },
  { label: 'Tutoring', path: '/tutoring' },
  { label: 'Book Service', path: '/booking' },
];
