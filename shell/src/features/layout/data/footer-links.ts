export interface FooterLink {
  label: string;
  /** A site path, possibly with a hash (`/#testimonials`). */
  path: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

/** The footer's three link groups with their exact targets. */
export const footerLinkGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Exam Prep',
    links: [
      { label: 'TEAS 7', path: '/exams/teas' },
      { label: 'HESI A2', path: '/exams/hesi' },
      { label: 'GRE', path: '/exams/gre' },
      { label: 'Kaplan', path: '/exams/kaplan' },
      { label: 'GED', path: '/exams/ged' },
      { label: 'CNA', path: '/exams/cna' },
      { label: 'ATI', path: '/exams/ati' },
    ],
  },
  {
    title: 'Nursing Schools',
    links: [
      { label: 'Chamberlain University', path: '/schools/chamberlain' },
      { label: 'Walden University', path: '/schools/walden' },
      { label: 'Grand Canyon University', path: '/schools/grand-canyon' },
      { label: 'University of Phoenix', path: '/schools/phoenix' },
      { label: 'Chatham University', path: '/schools/chatham' },
      { label: 'UMGC', path: '/schools/umgc' },
      { label: 'All Schools', path: '/schools' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', path: '/about' },
      { label: 'Services', path: '/services' },
      { label: 'Our Tutors', path: '/tutors' },
      { label: 'Testimonials', path: '/#testimonials' },
      { label: 'Blog', path: '/resources/blog' },
      { label: 'Contact', path: '/contact' },
    ],
  },
];

/** The legal row under the link groups. */
export const legalLinks: readonly FooterLink[] = [
  { label: 'Privacy Policy', path: '/privacy' },
  { label: 'Terms of Service', path: '/terms' },
  { label: 'Accessibility', path: '/accessibility' },
];

export const footerTagline =
  'Exam preparation, tutoring and study materials for nursing students and applicants, from entrance exams to licensure.';

/** Fixed texts of the footer. */
export const footerTexts = {
  socialListLabel: 'Social media',
  contactTitle: 'Contact us',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  whatsappLabel: 'WhatsApp',
  whatsappLink: 'Message us on WhatsApp',
  legalLabel: 'Legal',
  rightsReserved: 'All rights reserved.',
} as const;
