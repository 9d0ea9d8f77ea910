import type { SchoolSlug } from './routes';

/**
 * The 14 schools of the directory, once: the home page's school filter and the schools
 * remote's directory and pages read this list. Colours are the card's header background and text (white
 * text on every header colour passes WCAG AA 4.5:1), its button colour (white text on it) and its icon colour
 * (on a white card body). We are an independent tutoring service, not affiliated with any of these schools.
 */
export interface School {
  slug: SchoolSlug;
  name: string;
  /** Four short lines on the directory card. */
  features: readonly [string, string, string, string];
  headerColor: string;
  textColor: string;
  buttonColor: string;
  iconColor: string;
}

export const schools: readonly School[] = [
  {
    slug: 'arizona-state',
    name: 'Arizona State University',
    features: ['BSN and RN-to-BSN course support', 'Pathophysiology and pharmacology guides', 'Care plan and concept map help', 'NCLEX-RN readiness practice'],
    headerColor: '#8c1d40',
    textColor: '#ffffff',
    buttonColor: '#8c1d40',
    iconColor: '#8c1d40',
  },
  {
    slug: 'capella',
    name: 'Capella University',
    features: ['RN-to-BSN and MSN course support', 'FlexPath assessment planning', 'APA 7 writing guidance', 'Evidence-based practice resources'],
    headerColor: '#00456a',
    textColor: '#ffffff',
    buttonColor: '#00456a',
    iconColor: '#00456a',
  },
  {
    slug: 'chamberlain',
    name: 'Chamberlain University',
    features: ['NR-293 Pharmacology study guides', 'Drug calculation practice', 'Course guides through NR-450', 'NCLEX-RN readiness practice'],
    headerColor: '#0b3d6e',
    textColor: '#ffffff',
    buttonColor: '#0b3d6e',
    iconColor: '#0b3d6e',
  },
  {
    slug: 'chatham',
    name: 'Chatham University',
    features: ['NUR 403, 455 and 523 course guides', 'Capstone project support', 'APA 7 writing guidance', 'One-on-one tutoring'],
    headerColor: '#14532d',
    textColor: '#ffffff',
    buttonColor: '#14532d',
    iconColor: '#14532d',
  },
  {
    slug: 'duke',
    name: 'Duke University',
    features: ['ABSN and MSN course support', 'Advanced pathophysiology review', 'Advanced pharmacology review', 'Scholarly writing guidance'],
    headerColor: '#012169',
    textColor: '#ffffff',
    buttonColor: '#012169',
    iconColor: '#012169',
  },
  {
    slug: 'excelsior',
    name: 'Excelsior University',
    features: ['RN-to-BSN course support', 'Self-paced exam preparation', 'Community health nursing guides', 'APA 7 writing guidance'],
    headerColor: '#003b5c',
    textColor: '#ffffff',
    buttonColor: '#003b5c',
    iconColor: '#003b5c',
  },
  {
    slug: 'grand-canyon',
    name: 'Grand Canyon University',
    features: ['NUR-300, NUR-318 and NUR-432 guides', 'Clinical preparation checklists', 'Study bundle from $129', 'Tutoring at $65/hour'],
    headerColor: '#522d80',
    textColor: '#ffffff',
    buttonColor: '#522d80',
    iconColor: '#522d80',
  },
  {
    slug: 'johns-hopkins',
    name: 'Johns Hopkins University',
    features: ['MSN entry-into-practice support', 'Advanced health assessment review', 'DNP project guidance', 'Scholarly writing guidance'],
    headerColor: '#002d72',
    textColor: '#ffffff',
    buttonColor: '#002d72',
    iconColor: '#002d72',
  },
  {
    slug: 'kaplan',
    name: 'Kaplan University',
    features: ['Kaplan integrated test practice', 'Fundamentals and med-surg guides', 'NCLEX-RN readiness practice', 'One-on-one tutoring'],
    headerColor: '#3b2a6e',
    textColor: '#ffffff',
    buttonColor: '#3b2a6e',
    iconColor: '#3b2a6e',
  },
  {
    slug: 'liberty',
    name: 'Liberty University',
    features: ['BSN and MSN course support', 'Pharmacology and pathophysiology guides', 'Care plan help', 'APA 7 writing guidance'],
    headerColor: '#0a254e',
    textColor: '#ffffff',
    buttonColor: '#0a254e',
    iconColor: '#0a254e',
  },
  {
    slug: 'phoenix',
    name: 'University of Phoenix',
    features: ['NUR/427, NUR/518 and NUR/550 guides', 'Practical skills resources', 'Online success package from $119', 'Tutoring at $65/hour'],
    headerColor: '#8a1c1c',
    textColor: '#ffffff',
    buttonColor: '#8a1c1c',
    iconColor: '#8a1c1c',
  },
  {
    slug: 'snhu',
    name: 'Southern New Hampshire University',
    features: ['RN-to-BSN and MSN course support', 'Discussion post and paper planning', 'Evidence-based practice resources', 'APA 7 writing guidance'],
    headerColor: '#003a70',
    textColor: '#ffffff',
    buttonColor: '#003a70',
    iconColor: '#003a70',
  },
  {
    slug: 'umgc',
    name: 'University of Maryland Global Campus',
    features: ['RN-to-BSN course support', 'Community and population health guides', 'Leadership course resources', 'APA 7 writing guidance'],
    headerColor: '#7a1a1f',
    textColor: '#ffffff',
    buttonColor: '#7a1a1f',
    iconColor: '#7a1a1f',
  },
  {
    slug: 'walden',
    name: 'Walden University',
    features: ['NURS 6521 pharmacology review', 'Evidence-based practice guides', 'APA 7 Word templates', 'MSN, FNP and DNP support'],
    headerColor: '#1f4e79',
    textColor: '#ffffff',
    buttonColor: '#1f4e79',
    iconColor: '#1f4e79',
  },
];

/** The six schools the home page shows when no letter is chosen. */
export const popularSchoolSlugs: readonly SchoolSlug[] = ['chamberlain', 'walden', 'grand-canyon', 'phoenix', 'chatham', 'umgc'];

/** The school with this slug, or undefined. */
export function findSchool(slug: string | null | undefined): School | undefined {
  return schools.find((school) => school.slug === slug);
}

/** Schools whose name starts with `letter` (any case), in directory order. */
export function schoolsStartingWith(letter: string): School[] {
  const wanted = letter.toUpperCase();
  return schools.filter((school) => school.name.toUpperCase().startsWith(wanted));
}

/** The capital first letters that at least one school name starts with. */
export function schoolInitials(): Set<string> {
  return new Set(schools.map((school) => school.name.charAt(0).toUpperCase()));
}
