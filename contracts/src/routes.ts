/** The remotes that make up the site, by Module Federation name. */
export const remoteIds = ['marketing', 'exams', 'schools', 'checkout', 'staff_dashboard'] as const;
export type RemoteId = (typeof remoteIds)[number];

/** The practice-question pages (issue 14), by question bank. */
export const practicePagePaths = {
  teas: '/exams/teas/practice',
  hesi: '/exams/hesi/practice',
  nclex: '/exams/nclex/practice',
  pharmacology: '/exams/coursework/pharmacology/practice',
} as const;

/** The flashcard deck lists (issue 15), one per exam with decks; each deck's study page is `<list>/<deck id>`. */
export const flashcardsPagePaths = {
  teas: '/exams/teas/flashcards',
  hesi: '/exams/hesi/flashcards',
  nclex: '/exams/nclex/flashcards',
  pharmacology: '/exams/coursework/pharmacology/flashcards',
} as const;
export type FlashcardsPageSlug = keyof typeof flashcardsPagePaths;

/** The study planners (issue 15). */
export const plannerPagePaths = {
  teas: '/exams/teas/planner',
  hesi: '/exams/hesi/planner',
  nclex: '/exams/nclex/planner',
} as const;
export type PlannerExamSlug = keyof typeof plannerPagePaths;

/** A student's practice history and per-category trend (issue 14). */
export const MY_STUDY_PATH = '/my-study';

/** Which remote owns which route patterns (spec section 2). `:name` matches one path segment. */
export const remoteRoutes: Record<RemoteId, readonly string[]> = {
  marketing: [
    '/',
    '/about',
    '/services',
    '/tutoring',
    '/tutors',
    '/contact',
    '/booking',
    '/resources',
    '/resources/blog',
    '/resources/blog/:slug',
    '/privacy',
    '/terms',
    '/accessibility',
  ],
  exams: [
    '/exams',
    '/exams/:slug',
    '/exams/coursework/:subject',
    ...Object.values(practicePagePaths),
    MY_STUDY_PATH,
    ...Object.values(flashcardsPagePaths),
    ...Object.values(flashcardsPagePaths).map((path) => `${path}/:deck`),
    ...Object.values(plannerPagePaths),
  ],
  schools: ['/schools', '/schools/:slug'],
  checkout: ['/payment'],
  staff_dashboard: ['/marketing', '/marketing/leads', '/marketing/leads/:id', '/marketing/campaigns'],
};

/**
 * Remotes only staff may open. The shell answers their routes itself for anyone else (a 'Staff sign-in'
 * screen for a visitor, a 'for staff' screen for a student), so their code is downloaded only by staff.
 */
export const staffOnlyRemotes: ReadonlySet<RemoteId> = new Set<RemoteId>(['staff_dashboard']);

/**
 * The exam pages (spec section 2): the dedicated ones, the slugs the services page links to, and every exam
 * type of section 3, so each link on the site has a page.
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


/** The 14 schools of the directory (spec section 3). */
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

/** The values a route parameter may take: a page exists for these and no others (the sitemap lists them). */
export const routeParameterValues: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  '/resources/blog/:slug': { slug: blogPostSlugs },
  '/exams/:slug': { slug: examPageSlugs },
  '/exams/coursework/:subject': { subject: courseworkSubjectSlugs },
  '/schools/:slug': { slug: schoolSlugs },
  ...Object.fromEntries(
    (Object.keys(flashcardsPagePaths) as FlashcardsPageSlug[]).map((list) => [`${flashcardsPagePaths[list]}/:deck`, { deck: flashcardDeckIds[list] }]),
  ),
};

/** Route parameters that take any value of a form rather than one of a list (record ids). */
export const routeParameterFormats: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  '/marketing/leads/:id': { id: /^[1-9]\d{0,9}$/ },
};

export interface RouteMatch {
  remote: RemoteId;
  pattern: string;
  params: Record<string, string>;
  /** Only signed-in staff see this page (staffOnlyRemotes). */
  staffOnly: boolean;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchPattern(pattern: string, pathSegments: string[]): Record<string, string> | null {
  const patternSegments = segmentsOf(pattern);
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = pathSegments[index] ?? '';
    if (patternSegment.startsWith(':')) {
      params[patternSegment.slice(1)] = decodeURIComponent(segment);
    } else if (patternSegment !== segment) {
      return null;
    }
  }
  return params;
}

function knownValues(pattern: string, params: Record<string, string>): boolean {
  const allowed = routeParameterValues[pattern] ?? {};
  const formats = routeParameterFormats[pattern] ?? {};
  return Object.entries(params).every(
    ([name, value]) => (allowed[name]?.includes(value) ?? true) && (formats[name]?.test(value) ?? true),
  );
}

/** The remote and pattern that serve `pathname`, or null for a path no page exists for. */
export function matchRoute(pathname: string): RouteMatch | null {
  let pathSegments: string[];
  try {
    pathSegments = segmentsOf(pathname);
    pathSegments.forEach((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const remote of remoteIds) {
    for (const pattern of remoteRoutes[remote]) {
      const params = matchPattern(pattern, pathSegments);
      if (params && knownValues(pattern, params)) return { remote, pattern, params, staffOnly: staffOnlyRemotes.has(remote) };
    }
  }
  return null;
}
