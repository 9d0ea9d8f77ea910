/**
 * Practice banks as plain data: the banks, their categories, modes and paces, kept apart from
 * practice.ts (which builds zod schemas at load time) so exam pages and CTAs can import them without
 * downloading zod. practice.ts and the index re-export everything here.
 */

export const practiceBankSlugs = ['teas', 'hesi', 'nclex', 'pharmacology'] as const;
export type PracticeBankSlug = (typeof practiceBankSlugs)[number];

export const practiceModes = ['practice', 'section-quiz', 'full-simulation', 'timed-set'] as const;
export type PracticeMode = (typeof practiceModes)[number];

export interface PracticeCategory {
  slug: string;
  label: string;
  /** The fewest questions the bank must hold in this category (the content test enforces it). */
  minimum: number;
}

/** A TEAS 7 section as the real test runs it. */
export interface TeasSection {
  category: string;
  questions: number;
  minutes: number;
}

export interface PracticeBank {
  bank: PracticeBankSlug;
  /** The exam slug of the exam page this bank belongs to (pharmacology: 'coursework', with its subject). */
  exam: string;
  /** The coursework subject (pharmacology only), for the documents API's subject filter. */
  subject?: string;
  label: string;
  /** The practice page. */
  path: string;
  categories: readonly PracticeCategory[];
  modes: readonly PracticeMode[];
  /** Timed sets: seconds per question. */
  secondsPerQuestion?: number;
  /** The fewest questions the whole bank must hold. */
  minimumTotal?: number;
}

/** TEAS 7: Reading 45 in 55 min, Mathematics 38 in 57, Science 50 in 60, English 37 in 37 (in this order). */
export const teasSections: readonly TeasSection[] = [
  { category: 'reading', questions: 45, minutes: 55 },
  { category: 'mathematics', questions: 38, minutes: 57 },
  { category: 'science', questions: 50, minutes: 60 },
  { category: 'english', questions: 37, minutes: 37 },
];

export const practiceBanks: readonly PracticeBank[] = [
  {
    bank: 'teas',
    exam: 'teas',
    label: 'ATI TEAS 7',
    path: '/exams/teas/practice',
    categories: [
      { slug: 'reading', label: 'Reading', minimum: 60 },
      { slug: 'mathematics', label: 'Mathematics', minimum: 60 },
      { slug: 'science', label: 'Science', minimum: 60 },
      { slug: 'english', label: 'English and Language Usage', minimum: 60 },
    ],
    modes: ['practice', 'section-quiz', 'full-simulation'],
  },
  {
    bank: 'hesi',
    exam: 'hesi',
    label: 'HESI A2',
    path: '/exams/hesi/practice',
    categories: [
      { slug: 'math', label: 'Math', minimum: 20 },
      { slug: 'reading-comprehension', label: 'Reading Comprehension', minimum: 20 },
      { slug: 'vocabulary', label: 'Vocabulary', minimum: 20 },
      { slug: 'grammar', label: 'Grammar', minimum: 20 },
      { slug: 'biology', label: 'Biology', minimum: 20 },
      { slug: 'chemistry', label: 'Chemistry', minimum: 20 },
      { slug: 'anatomy-physiology', label: 'Anatomy and Physiology', minimum: 20 },
    ],
    modes: ['practice', 'timed-set'],
    secondsPerQuestion: 60,
  },
  {
    bank: 'nclex',
    exam: 'nclex',
    label: 'NCLEX-RN',
    path: '/exams/nclex/practice',
    categories: [
      { slug: 'management-of-care', label: 'Management of Care', minimum: 20 },
      { slug: 'safety-infection-control', label: 'Safety and Infection Prevention and Control', minimum: 20 },
      { slug: 'health-promotion', label: 'Health Promotion and Maintenance', minimum: 20 },
      { slug: 'psychosocial-integrity', label: 'Psychosocial Integrity', minimum: 20 },
      { slug: 'basic-care-comfort', label: 'Basic Care and Comfort', minimum: 20 },
      { slug: 'pharmacological-therapies', label: 'Pharmacological and Parenteral Therapies', minimum: 20 },
      { slug: 'reduction-of-risk', label: 'Reduction of Risk Potential', minimum: 20 },
      { slug: 'physiological-adaptation', label: 'Physiological Adaptation', minimum: 20 },
    ],
    modes: ['practice', 'timed-set'],
    secondsPerQuestion: 120,
  },
  {
    bank: 'pharmacology',
    exam: 'coursework',
    subject: 'pharmacology',
    label: 'Pharmacology',
    path: '/exams/coursework/pharmacology/practice',
    categories: [
      { slug: 'principles-safety', label: 'Principles and Safety', minimum: 10 },
      { slug: 'cardiovascular-renal', label: 'Cardiovascular and Renal', minimum: 10 },
      { slug: 'endocrine', label: 'Endocrine', minimum: 10 },
      { slug: 'anti-infectives', label: 'Anti-infectives', minimum: 10 },
      { slug: 'neuro-psych-pain', label: 'Neurologic, Psychiatric and Pain', minimum: 10 },
      { slug: 'respiratory-gi-immune', label: 'Respiratory, GI and Immune', minimum: 10 },
    ],
    modes: ['practice', 'timed-set'],
    secondsPerQuestion: 90,
    minimumTotal: 60,
  },
];

/** NCLEX bank-wide minimums of item types, checked by the question bank's content gate. */
export const nclexTypeMinimums = { multiple: 40, matrix: 20 } as const;

/** The most questions one attempt may ask for (NCLEX: up to 150 in up to 5 hours). */
export const practiceMaxCount = 150;

export function findPracticeBank(bank: string): PracticeBank | undefined {
  return practiceBanks.find((entry) => entry.bank === bank);
}

export function practiceCategoryLabel(bank: string, category: string): string {
  return findPracticeBank(bank)?.categories.find((entry) => entry.slug === category)?.label ?? category;
}

export function findTeasSection(category: string): TeasSection | undefined {
  return teasSections.find((section) => section.category === category);
}

/**
 * The time limit of a timed section in seconds. Section quiz: N questions at the TEAS section's real pace,
 * round(N × minutes × 60 / questions). Timed set: N × the bank's seconds per question.
 */
export function sectionQuizSeconds(category: string, count: number): number {
  const section = findTeasSection(category);
  if (!section) throw new Error(`Not a TEAS section: ${category}`);
  return Math.round((count * section.minutes * 60) / section.questions);
}

export function timedSetSeconds(bank: string, count: number): number {
  const perQuestion = findPracticeBank(bank)?.secondsPerQuestion;
  if (!perQuestion) throw new Error(`No timed sets for ${bank}`);
  return count * perQuestion;
}

export const practiceDifficulties = ['easy', 'medium', 'hard'] as const;
export type PracticeDifficulty = (typeof practiceDifficulties)[number];

export const attemptStatuses = ['in-progress', 'submitted'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

export const teasLevelNames = ['Developmental', 'Basic', 'Proficient', 'Advanced', 'Exemplary'] as const;
export type TeasLevelName = (typeof teasLevelNames)[number];

/** The header a visitor sends with the token returned at creation. */
export const practiceTokenHeader = 'x-practice-token';
