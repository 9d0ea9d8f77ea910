import type { PracticeBankSlug, PracticeMode } from '../requests/practice-types';

/** Each bank's practice page: its heading and lead, and where its documents live. */
export const bankPages = {
  teas: {
    title: 'ATI TEAS 7 Practice Questions',
    documentTitle: 'TEAS 7 Practice Questions and Timed Tests',
    lead: 'Original TEAS 7 questions with a rationale for every option: practise one section at a time, take a short section quiz at the real pace, or sit a full 170-question, 209-minute simulation.',
    examPath: '/exams/teas',
    documentsPath: '/exams/teas#documents',
    documentFilters: { exam: 'teas' },
    timingNote: 'Section quizzes run at the real TEAS 7 pace of each section.',
  },
  hesi: {
    title: 'HESI A2 Practice Questions',
    documentTitle: 'HESI A2 Practice Questions and Timed Sets',
    lead: 'Original HESI A2 questions across math, reading, vocabulary, grammar, biology, chemistry, and anatomy and physiology, each with a rationale.',
    examPath: '/exams/hesi',
    documentsPath: '/exams/hesi#documents',
    documentFilters: { exam: 'hesi' },
    timingNote: 'Schools set their own HESI A2 time limits and sections; timed sets here allow 1 minute per question. Check your school\'s rules.',
  },
  nclex: {
    title: 'NCLEX-RN Practice Questions',
    documentTitle: 'NCLEX-RN Practice Questions and Timed Sets',
    lead: 'Original NCLEX-RN questions in the eight client-needs categories, including select-all-that-apply and next-generation matrix items, each with a rationale.',
    examPath: '/exams/nclex',
    documentsPath: '/exams/nclex#documents',
    documentFilters: { exam: 'nclex' },
    timingNote: 'Timed sets allow 2 minutes per question, about the pace of the real exam (85 to 150 questions in up to 5 hours).',
  },
  pharmacology: {
    title: 'Pharmacology Practice Questions',
    documentTitle: 'Pharmacology Practice Questions',
    lead: 'Original pharmacology questions for nursing coursework: drug classes, safety, dosage principles and nursing care, each with a rationale.',
    examPath: '/exams/coursework/pharmacology',
    documentsPath: '/exams/coursework/pharmacology#documents',
    documentFilters: { subject: 'pharmacology' },
    timingNote: 'Timed sets allow 1.5 minutes per question.',
  },
} as const satisfies Record<PracticeBankSlug, {
  title: string;
  documentTitle: string;
  lead: string;
  examPath: string;
  documentsPath: string;
  documentFilters: { exam: string } | { subject: string };
  timingNote: string;
}>;

/** How each mode is offered on the setup form. */
export const modeChoices: Record<PracticeMode, { label: string; description: string }> = {
  practice: { label: 'Practice', description: 'Untimed. See right or wrong and the rationale after each answer.' },
  'section-quiz': { label: 'Section quiz', description: 'One TEAS section, timed at the real pace. Results and rationales at the end.' },
  'full-simulation': {
    label: 'Full TEAS 7 simulation',
    description: '170 questions in 209 minutes: Reading, Mathematics, Science, then English, each section timed on its own.',
  },
  'timed-set': { label: 'Timed set', description: 'Chosen categories against the clock. Results and rationales at the end.' },
};

export const modeNames: Record<PracticeMode, string> = {
  practice: 'Practice',
  'section-quiz': 'Section quiz',
  'full-simulation': 'Full simulation',
  'timed-set': 'Timed set',
};

export const questionCountChoices = [10, 20, 30] as const;

export const practiceTexts = {
  loading: 'Loading practice questions...',
  setup: {
    heading: 'Set up your practice',
    modeLegend: 'Mode',
    sectionLegend: 'TEAS section',
    sectionDetail: (questions: number, minutes: number) => `${questions} questions in ${minutes} minutes on the real test`,
    categoriesLegend: 'Categories',
    categoriesHint: 'All categories are chosen; untick the ones you want to skip.',
    categoryCount: (count: number) => `${count} ${count === 1 ? 'question' : 'questions'}`,
    countLegend: 'Number of questions',
    countOption: (count: number) => `${count} questions`,
    noCategory: 'Choose at least one category.',
    timeAllowed: (count: number, time: string) => `${count} questions, ${time} on the clock.`,
    simulationTime: '4 sections, 170 questions, 209 minutes in all. A section once left cannot be reopened.',
    untimed: 'No clock: take as long as you need.',
    start: 'Start',
    starting: 'Starting...',
    failed: 'The questions could not be loaded. Please try again.',
  },
  resume: {
    heading: 'You have a test in progress',
    description: (mode: string, answered: number, total: number) => `${mode}: ${answered} of ${total} questions answered.`,
    action: 'Resume',
    discard: 'Start a new one instead',
  },
  runner: {
    questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
    progressLabel: 'Progress',
    progressText: (answered: number, total: number) => `${answered} of ${total} questions answered`,
    check: 'Check answer',
    checking: 'Checking...',
    next: 'Next question',
    previous: 'Previous question',
    finish: 'See results',
    endEarly: 'End and see results',
    chooseFirst: 'Choose an answer first.',
    saveFailed: 'Your answer could not be saved. Check your connection and try again.',
    keyboardHint: 'Keys: arrows move between options, 1 to 6 pick an option, Enter checks or moves on.',
    selectAll: 'Select all that apply.',
    matrixCaption: 'Choose one option in each row.',
    matrixRegion: 'Answer grid',
    flag: 'Flag for review',
    navigatorHeading: 'Questions in this section',
    navigatorItem: (number: number, state: string) => `Question ${number}, ${state}`,
    stateAnswered: 'answered',
    stateUnanswered: 'unanswered',
    stateFlagged: 'flagged',
    legendAnswered: 'Answered',
    legendFlagged: 'Flagged',
    legendUnanswered: 'Unanswered',
    submit: 'Submit test',
    nextSection: 'Next section',
    sectionOf: (number: number, total: number, label: string) => `Section ${number} of ${total}: ${label}`,
    timeUp: (label: string) => `Time is up for ${label}. Your saved answers count.`,
  },
  timer: {
    label: (section: string) => `Time remaining in ${section}`,
    fiveMinutes: '5 minutes remaining',
    oneMinute: '1 minute remaining',
    timeUp: 'Time is up',
  },
  confirm: {
    submitTitle: 'Submit your test?',
    submitDescription: (unanswered: number, flagged: number) =>
      `${unanswered ? `${unanswered} unanswered ${unanswered === 1 ? 'question' : 'questions'} will count as wrong. ` : 'Every question is answered. '}${
        flagged ? `${flagged} flagged for review. ` : ''
      }You cannot change your answers afterwards.`,
    nextSectionTitle: 'Go to the next section?',
    nextSectionDescription: (label: string, unanswered: number) =>
      `You cannot return to ${label} once you leave it.${unanswered ? ` ${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} unanswered.` : ''}`,
    endPracticeTitle: 'End this practice set?',
    endPracticeDescription: (unanswered: number) => `${unanswered} unanswered ${unanswered === 1 ? 'question' : 'questions'} will count as wrong.`,
    leaveTitle: 'Leave this test?',
    leaveDescription: 'Your answers are saved and you can resume from this page, but the clock keeps running while you are away.',
    stay: 'Stay on the test',
    leave: 'Leave',
    cancel: 'Go back',
  },
  feedback: {
    correct: 'Correct',
    incorrect: 'Incorrect',
    partial: (score: string, total: number) => `Partly correct: ${score} of ${total} rows right`,
    correctAnswer: 'Correct answer',
    yourAnswer: 'Your answer',
    explanation: 'Explanation',
    missedOption: 'Correct, but not chosen',
    selectAllNote: 'Select-all items score only when every correct option is chosen and no other.',
    plusMinusNote: 'Select-all items are scored as on the NCLEX: a point for each correct option chosen, one taken away for each incorrect option chosen, never below zero.',
    partialPoints: (earned: string, possible: number) => `Partly correct: ${earned} of ${possible} points`,
    rowKey: (column: string) => `Correct: ${column}`,
    rowYours: (column: string) => `Your answer: ${column}`,
    noAnswer: 'No answer given',
  },
  results: {
    title: (bank: string) => `${bank} Practice Results`,
    scoreHeading: 'Your score',
    scoreLine: (correct: string, total: number) => `${correct} of ${total} points`,
    levelHeading: 'ATI TEAS academic preparedness level',
    levelRange: (range: string) => `Range: ${range}`,
    categoriesHeading: 'Score by category',
    categoryColumn: 'Category',
    pointsColumn: 'Points',
    pointsOf: (points: string, questions: number) => `${points} of ${questions}`,
    percentColumn: 'Percent',
    weakestHeading: 'Where to focus next',
    weakestNone: 'No category under 70%: keep practising with harder sets or a timed test.',
    weakestLine: (label: string, percent: number) => `${label}: ${percent}%`,
    documentsFor: (label: string) => `Study documents for ${label}`,
    browseDocuments: 'Browse all study documents',
    flashcards: (label: string) => `Flashcards: ${label}`,
    planner: (label: string) => `Study plan with more time for ${label}`,
    previewDocument: (title: string) => `Preview: ${title}`,
    reviewHeading: 'Review every question',
    reviewLead: 'Each question with your answer, the correct answer and the rationale.',
    practiceAgain: 'Practice again',
    myStudy: 'See My Study',
    loadFailed: 'The results could not be loaded.',
    retry: 'Try again',
  },
  signUpOffer: {
    heading: 'Sign up to keep your results',
    description: 'Your results are kept in this browser only. Create a free account to save them, track your progress by category and see your history on My Study.',
    action: 'Sign up to keep your results',
    signIn: 'I have an account',
    saved: 'Saved to your account.',
    savedLink: 'See your history on My Study',
  },
  notFound: {
    heading: 'This attempt was not found',
    description: 'It may have been started in another browser or removed after 30 days. Start a new set below.',
  },
  attemptLoadFailed: {
    message: 'Your test could not be loaded. Check your connection and try again, or start a new set below.',
    retry: 'Try again',
  },
} as const;
