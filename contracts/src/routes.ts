/** The remotes that make up the site, by Module Federation name. */
export const remoteIds = ['marketing', 'exams', 'schools', 'checkout', 'staff_dashboard'] as const;
export type RemoteId = (typeof remoteIds)[number];

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
  exams: ['/exams', '/exams/:slug', '/exams/coursework/:subject'],
  schools: ['/schools', '/schools/:slug'],
  checkout: ['/payment'],
  staff_dashboard: ['/marketing'],
};

export interface RouteMatch {
  remote: RemoteId;
  pattern: string;
  params: Record<string, string>;
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
      if (params) return { remote, pattern, params };
    }
  }
  return null;
}
