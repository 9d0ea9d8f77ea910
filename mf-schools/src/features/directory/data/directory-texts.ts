import type { PageIntro } from '@nurseprep/shared-ui';

/** The school directory, /schools. */
export const directoryIntro: PageIntro = {
  title: 'Nursing School Resources',
  lead: 'Find study guides, templates and tutoring for the courses at your own nursing school.',
};

export const directoryTexts = {
  searchLabel: 'Search schools by name',
  searchPlaceholder: 'Search for your nursing school...',
  lettersLabel: 'Filter schools by first letter',
  filtersHeading: 'Find your school',
  resultsHeading: 'Schools',
  noFilterHint: 'Search above or click on any letter to browse nursing schools alphabetically',
  empty: 'No schools found matching your criteria',
  clear: 'Clear all filters',
  viewResources: 'View Resources',
  viewResourcesFor: (name: string) => `View Resources for ${name}`,
  featuresLabel: (name: string) => `What we offer ${name} students`,
  independence:
    'We are an independent tutoring service. We are not affiliated with, endorsed by or sponsored by any of the schools listed here; their names identify the courses our materials help with.',
};

/** 'Showing 3 schools starting with C matching "uni"' (each part only when that filter is on). */
export function resultsSummary(count: number, letter: string | null, query: string): string {
  const parts = [`Showing ${count} ${count === 1 ? 'school' : 'schools'}`];
  if (letter) parts.push(`starting with ${letter}`);
  if (query) parts.push(`matching "${query}"`);
  return parts.join(' ');
}

export interface ChallengeCard {
  title: string;
  description: string;
  linkLabel: string;
  href: string;
}

export const challengesTexts = {
  heading: 'Common Nursing School Challenges',
  lead: 'The same courses trip students up at almost every school. Start with the one in front of you.',
};

export const challenges: readonly ChallengeCard[] = [
  {
    title: 'Demanding coursework',
    description:
      'Pharmacology, pathophysiology and med-surg pack a lot into each week. Our coursework guides break each subject into drug classes, body systems and the nursing priorities exams ask about.',
    linkLabel: 'Explore coursework help',
    href: '/exams/coursework',
  },
  {
    title: 'Clinical skills and care plans',
    description:
      'Head-to-toe assessment, documentation, skills check-offs and care plans: step-by-step guides for what your instructor expects on the unit.',
    linkLabel: 'Practise clinical skills',
    href: '/exams/coursework#clinical',
  },
  {
    title: 'NCLEX-RN readiness',
    description:
      'Every course builds toward the licensure exam. Learn how the NCLEX-RN is scored and practise clinical judgment questions well before graduation.',
    linkLabel: 'Prepare for the NCLEX-RN',
    href: '/exams/nclex',
  },
];

export const customSupportTexts = {
  heading: 'Need Custom School Support?',
  lead: 'Your school is not listed, or your course needs something different? Our tutors work from your own syllabus and course objectives.',
  linkLabel: 'Find a Tutor',
  href: '/tutoring',
};
