/*
 * The paths and slugs the site links to and the remotes build their route tables from (each remote owns its
 * pages: `<remote>/src/route-table.ts`, published with each version). A page exists for these slugs only.
 */

/** The practice-question pages, by question bank. */
export const practicePagePaths = {
  teas: '/exams/teas/practice',
  hesi: '/exams/hesi/practice',
  nclex: '/exams/nclex/practice',
  pharmacology: '/exams/coursework/pharmacology/practice',
} as const;

/** The flashcard deck lists, one per exam with decks; each deck's study page is `<list>/<deck id>`. */
export const flashcardsPagePaths = {
  teas: '/exams/teas/flashcards',
  hesi: '/exams/hesi/flashcards',
  nclex: '/exams/nclex/flashcards',
  pharmacology: '/exams/coursework/pharmacology/flashcards',
} as const;
export type FlashcardsPageSlug = keyof typeof flashcardsPagePaths;

/** The study planner pages, by exam. */
export const plannerPagePaths = {
  teas: '/exams/teas/planner',
  hesi: '/exams/hesi/planner',
  nclex: '/exams/nclex/planner',
} as const;
export type PlannerExamSlug = keyof typeof plannerPagePaths;

/** A student's practice history and per-category trend. */
export const MY_STUDY_PATH = '/my-study';

/** Next Generation NCLEX-RN practice: case studies, bowtie and trend items, and the adaptive exam (`?session=`). */
export const NGN_PATH = '/exams/nclex/next-generation';

/**
 * The exam pages: the dedicated ones, the slugs the services page links to, and every exam type the API
 * lists, so each link on the site has a page.
 */
export const examPageSlugs = [
  'teas',
  'hesi',
  'nclex',
  'nclex-rn',
  'nclex-pn',
  'ati',
  'gre',
  'kaplan',
  'ged',
  'cna',
  'net',
  'psb',
  'psb-hoae',
  'nln-pax',
  'coursework',
] as const;
export type ExamPageSlug = (typeof examPageSlugs)[number];

/** The coursework subject pages linked from /exams/coursework. */
export const courseworkSubjectSlugs = ['pharmacology', 'med-surg', 'pathophysiology', 'mental-health', 'fundamentals'] as const;
export type CourseworkSubjectSlug = (typeof courseworkSubjectSlugs)[number];

/**
 * The decks each flashcards list holds (api/content/flashcards: a deck is listed where its exams or subjects
 * say), so an unknown deck answers 404 like an unknown article, and every deck page is in the sitemap. The
 * content test (api/test/flashcards/deck-content.test.ts) fails when this and the deck files disagree.
 */
export const flashcardDeckIds = {
  teas: ['math-conversions', 'medical-terminology', 'teas-anatomy-physiology', 'teas-biology', 'teas-chemistry'],
  hesi: ['hesi-vocabulary', 'lab-values', 'math-conversions', 'medical-terminology', 'teas-anatomy-physiology', 'teas-biology', 'teas-chemistry'],
  nclex: ['lab-values', 'medical-terminology', 'nclex-priority-delegation', 'pharmacology-drug-classes', 'pharmacology-prototypes'],
  pharmacology: ['pharmacology-drug-classes', 'pharmacology-prototypes'],
} as const satisfies Record<FlashcardsPageSlug, readonly string[]>;


/** The 14 schools of the directory. */
export const schoolSlugs = [
  'arizona-state',
  'capella',
  'chamberlain',
  'chatham',
  'duke',
  'excelsior',
  'grand-canyon',
  'johns-hopkins',
  'kaplan',
  'liberty',
  'phoenix',
  'snhu',
  'umgc',
  'walden',
] as const;
export type SchoolSlug = (typeof schoolSlugs)[number];

/** The blog's six articles (the same slugs as the files api/content/articles/<slug>.md; a test keeps them equal). */
export const blogPostSlugs = [
  'how-to-pass-teas-7',
  'hesi-vs-teas',
  'nursing-school-study-habits',
  'mastering-nclex-rn',
  'pharmacology-memory-techniques',
  'clinical-skills-mastery',
] as const;
export type BlogPostSlug = (typeof blogPostSlugs)[number];
