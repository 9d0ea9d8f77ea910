/** The learning resources hub's copy. */
export const resourcesTexts = {
  intro: {
    title: 'Learning Resources',
    lead: 'Free study guides, printable references and articles to support your nursing exam preparation.',
  },
  search: {
    label: 'Search articles',
    placeholder: 'Search the blog, e.g. TEAS math',
    submit: 'Search',
    blogPath: '/resources/blog',
  },
  latest: {
    heading: 'Latest Articles',
    lead: 'Exam tips and study strategies from our editorial team.',
    viewAll: 'View All Articles',
    viewAllPath: '/resources/blog',
    loading: 'Loading the latest articles...',
    failed: 'Articles could not be loaded right now. Please reload the page to try again.',
  },
  freePdfs: {
    heading: 'Free Printable Resources',
    lead: 'Study planners, cheat sheets and references to download and print. Free, no account needed.',
    loading: 'Loading the free resources...',
    failed: 'The free resources could not be loaded right now. Please reload the page to try again.',
  },
  cta: {
    heading: 'Need More Personalized Help?',
    lead: 'Work one-on-one with a nursing tutor who knows your exam and your school.',
    actions: [
      { label: 'Explore Tutoring', href: '/tutoring', variant: 'primary' },
      { label: 'Book a Custom Service', href: '/booking', variant: 'outline' },
    ],
  },
} as const;

/** The free PDFs in hub order (planner, terminology, math, HESI A2 questions, lab values, care plan). */
export const freePdfOrder = [
  'teas-8-week-study-planner',
  'medical-terminology-cheat-sheet',
  'nursing-math-formulas',
  'hesi-a2-practice-questions',
  'lab-values-reference',
  'nursing-care-plan-template',
];
export const FREE_PDF_COUNT = freePdfOrder.length;

/** Articles shown on the hub: the three latest. */
export const LATEST_ARTICLE_COUNT = 3;
