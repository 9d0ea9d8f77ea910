import { practiceBanks } from '@nurseprep/contracts/practice-banks';
import { flashcardsPagePaths, practicePagePaths, type PlannerExamSlug } from '@nurseprep/contracts/routes';

export interface PlanSubject {
  slug: string;
  label: string;
  /** Share of the study hours before weighting by practice results (TEAS science has the most questions). */
  weight: number;
  /** What to study in this subject, block after block (the plan goes round them in order). */
  topics: readonly string[];
}

export interface Checkpoint {
  title: string;
  detail: string;
  hours: number;
}

export interface ExamPlanData {
  label: string;
  subjects: readonly PlanSubject[];
  diagnostic: Checkpoint;
  sectionQuiz: Checkpoint;
  simulation: Checkpoint;
  finalReview: string;
  testDay: readonly string[];
  practicePath: string;
  flashcardsPath: string;
  examPath: string;
}

/** The practice bank's categories, with the base weights given (1 when not named) and their topics. */
function subjectsOf(bank: PlannerExamSlug, topics: Record<string, readonly string[]>, weights: Record<string, number> = {}): PlanSubject[] {
  const categories = practiceBanks.find((entry) => entry.bank === bank)?.categories ?? [];
  return categories.map((category) => ({ slug: category.slug, label: category.label, weight: weights[category.slug] ?? 1, topics: topics[category.slug] ?? [] }));
}

/** TEAS 7 topics in the order of the 8-week planner (api/content/documents/teas-8-week-study-planner.md). */
const teasTopics = {
  reading: [
    'Main idea and supporting details',
    "Author's purpose and point of view",
    'Text structure and word meaning in context',
    'Comparing two sources; facts versus opinions; evaluating an argument',
  ],
  mathematics: [
    'Order of operations, fractions, decimals and converting between them',
    'Percentages, ratios, proportions and rates',
    'One- and two-step equations and word problems',
    'Inequalities, expressions and translating words into equations',
    'Metric and US customary conversions; perimeter, area and volume',
    'Tables, charts and graphs; mean, median, mode and range',
  ],
  science: [
    'Levels of organization, body planes and directional terms',
    'Cells, tissues and the integumentary system',
    'Skeletal and muscular systems',
    'Cardiovascular system',
    'Respiratory system',
    'Nervous system and the senses',
    'Digestive system and nutrition basics',
    'Urinary system, fluid balance and the endocrine system',
    'Immune, lymphatic and reproductive systems',
    'Biology: cell structure, mitosis and meiosis, DNA, RNA and genetics',
    'Chemistry: atoms, the periodic table, bonds, reactions, acids and bases',
    'Scientific reasoning: variables, hypotheses and experimental design',
  ],
  english: [
    'Parts of speech, subject-verb and pronoun agreement',
    'Punctuation and capitalization',
    'Sentence structure: fragments, run-ons and modifiers',
    'Vocabulary from context, word parts and spelling',
  ],
};

const hesiTopics = {
  math: ['Fractions, decimals and percentages', 'Ratios and proportions', 'Household and metric conversions', 'Military time and Roman numerals', 'Word problems and basic dosage math'],
  'reading-comprehension': ['Main idea and supporting details', 'Inferences and conclusions', 'Word meaning in context', 'Fact versus opinion and summarizing'],
  vocabulary: ['Medical and health-care terms', 'Prefixes, suffixes and roots', 'General vocabulary in context'],
  grammar: ['Parts of speech', 'Subject-verb and pronoun agreement', 'Punctuation and commonly confused words', 'Sentence structure'],
  biology: ['Cell structure and function', 'Cell division and genetics', 'Cellular respiration and photosynthesis', 'Biological molecules'],
  chemistry: ['Atoms, elements and the periodic table', 'Chemical bonds and reactions', 'Acids, bases and pH', 'Solutions and concentrations'],
  'anatomy-physiology': ['Terminology, planes and body organization', 'Cardiovascular and respiratory systems', 'Nervous and endocrine systems', 'Digestive, urinary and reproductive systems', 'Skeletal, muscular and integumentary systems'],
};

const nclexTopics = {
  'management-of-care': ['Prioritization (ABCs, Maslow, acute versus chronic)', 'Delegation and assignment', 'Ethics, legal rights and informed consent', 'Case management and referrals'],
  'safety-infection-control': ['Standard and transmission-based precautions', 'Fall prevention and restraint safety', 'Medication and error prevention', 'Emergency response and handling hazardous materials'],
  'health-promotion': ['Growth and development across the lifespan', 'Prenatal, labor and postpartum care', 'Screenings and immunizations', 'Health teaching'],
  'psychosocial-integrity': ['Therapeutic communication', 'Crisis intervention and suicide risk', 'Substance use and withdrawal', 'Grief, coping and mental health conditions'],
  'basic-care-comfort': ['Mobility and immobility', 'Nutrition and oral hydration', 'Elimination', 'Rest, sleep and non-drug comfort measures'],
  'pharmacological-therapies': ['Medication administration and high-alert drugs', 'Dosage calculation', 'Adverse effects, interactions and antidotes', 'IV therapy, blood products and parenteral nutrition'],
  'reduction-of-risk': ['Lab values and what they mean for care', 'Diagnostic tests and procedures', 'Post-operative complications', 'Vital signs and changes to report'],
  'physiological-adaptation': ['Fluid, electrolyte and acid-base balance', 'Shock, sepsis and hemodynamics', 'Respiratory and cardiac emergencies', 'Illness management: endocrine, neurologic and renal'],
};

/** Each planner's exam: what to study (the practice bank's categories), its checkpoints and its test-day list. */
export const examPlans: Record<PlannerExamSlug, ExamPlanData> = {
  teas: {
    label: 'ATI TEAS 7',
    // Question counts: reading 45, mathematics 38, science 50, English 37 (science gets the most hours).
    subjects: subjectsOf('teas', teasTopics, { reading: 1, mathematics: 1, science: 1.3, english: 0.8 }),
    diagnostic: {
      title: 'Checkpoint: diagnostic test',
      detail: 'A full TEAS 7 simulation, timed, all four sections in order. Note your three weakest areas.',
      hours: 4,
    },
    sectionQuiz: {
      title: 'Checkpoint: timed section quizzes',
      detail: 'A section quiz at the real pace in your two weakest sections; compare with your diagnostic.',
      hours: 1.5,
    },
    simulation: {
      title: 'Checkpoint: full TEAS 7 simulation',
      detail: '170 questions in 209 minutes, each section timed on its own, as on test day. Review every miss.',
      hours: 4,
    },
    finalReview: 'Re-work the questions in your error log and clear your due flashcards; no new topics.',
    testDay: [
      'Confirm the test time, the address or the online proctoring set-up, and the ID ATI requires.',
      'Sleep well the night before; eat and drink something before you leave.',
      'Answer every question: there is no penalty for guessing.',
    ],
    practicePath: practicePagePaths.teas,
    flashcardsPath: flashcardsPagePaths.teas,
    examPath: '/exams/teas',
  },
  hesi: {
    label: 'HESI A2',
    subjects: subjectsOf('hesi', hesiTopics),
    diagnostic: {
      title: 'Checkpoint: diagnostic timed sets',
      detail: "A timed set in each section your school requires. Note your three weakest sections.",
      hours: 2,
    },
    sectionQuiz: {
      title: 'Checkpoint: timed sets in your weakest sections',
      detail: 'Timed sets in your two weakest sections; compare with your diagnostic.',
      hours: 1.5,
    },
    simulation: {
      title: 'Checkpoint: full-length practice run',
      detail: "Timed sets in every section your school requires, in one sitting, at your school's time limits.",
      hours: 4,
    },
    finalReview: 'Re-work the questions in your error log and clear your due flashcards; no new topics.',
    testDay: [
      "Confirm the sections and cut scores your school uses, the test time and the ID it requires.",
      'Sleep well the night before; eat and drink something before you leave.',
      'Pace yourself section by section; flag and move on rather than stall.',
    ],
    practicePath: practicePagePaths.hesi,
    flashcardsPath: flashcardsPagePaths.hesi,
    examPath: '/exams/hesi',
  },
  nclex: {
    label: 'NCLEX-RN',
    // Management of care and pharmacological therapies are the largest client-needs categories.
    subjects: subjectsOf('nclex', nclexTopics, { 'management-of-care': 1.4, 'pharmacological-therapies': 1.2 }),
    diagnostic: {
      title: 'Checkpoint: diagnostic timed set',
      detail: 'A timed set across all eight client-needs categories. Note your three weakest categories.',
      hours: 2,
    },
    sectionQuiz: {
      title: 'Checkpoint: timed set in your weakest categories',
      detail: 'A timed set in your two weakest categories, including select-all and matrix items.',
      hours: 1.5,
    },
    simulation: {
      title: 'Checkpoint: full simulation',
      detail: 'At least 85 questions in one sitting at the real pace (the exam allows up to 5 hours). Review every rationale.',
      hours: 5,
    },
    finalReview: 'Re-read the rationales you missed and clear your due flashcards; no new topics.',
    testDay: [
      'Confirm your appointment, the test centre and the ID named on your Authorization to Test.',
      'Sleep well the night before; eat and drink something before you leave.',
      'Read each question for what it asks first: the priority, the first action, or what needs follow-up.',
    ],
    practicePath: practicePagePaths.nclex,
    flashcardsPath: flashcardsPagePaths.nclex,
    examPath: '/exams/nclex',
  },
};
