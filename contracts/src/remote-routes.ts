/*
 * A remote's route table: the pages it owns, published with each version of the remote (release.json) and
 * read at run time by the shell and the server from the live versions. Zod-free, so the shell's browser code
 * can match routes without downloading zod; the schemas that check a published table are in releases.ts.
 */

/** A path segment: lower-case words and digits, or a `:name` parameter. */
export const ROUTE_PATH_PATTERN = /^\/$|^(\/([a-z0-9][a-z0-9-]*|:[a-z][a-zA-Z0-9]*))+$/;

/** The values a route parameter may take: one of a list (a page exists for these only), or any value of a form. */
export type RouteParameter = { values: readonly string[] } | { pattern: string };

export interface RouteDefinition {
  /** `/exams/:slug`: `:name` matches one path segment. */
  path: string;
  /**
   * `server`: rendered on the server for visitors (in the HTML, cached, in the sitemap); `browser`: left to the
   * browser (a person's own data, staff tools).
   */
  render: 'server' | 'browser';
  /**
   * `public`: anyone; `staff`: the shell answers anyone else itself, so the remote's code reaches staff only;
   * `personal`: one person's own data (never cached on the server, kept out of the sitemap and robots).
   */
  access: 'public' | 'staff' | 'personal';
  params?: Readonly<Record<string, RouteParameter>>;
  /**
   * The query parameters the page reads (`/payment?package=`): the server renders and caches the page once per
   * combination of their values, and ignores any other parameter (a made-up query string costs no render).
   */
  query?: readonly string[];
}

export interface RemoteRouteTable {
  /** How the remote's area is named to a person while it loads or when it fails ("Exam preparation"). */
  label: string;
  routes: readonly RouteDefinition[];
}

/** A remote as the shell and the server know it at run time: its Module Federation name and its route table. */
export interface RoutedRemote {
  id: string;
  routes: readonly RouteDefinition[];
}

export interface RouteMatch {
  remote: string;
  pattern: string;
  params: Record<string, string>;
  /** The query parameters the page reads. */
  query: readonly string[];
  /** Only signed-in staff see this page. */
  staffOnly: boolean;
  /** One person's own page. */
  personal: boolean;
  /** Rendered on the server for visitors. */
  serverRendered: boolean;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

const patternCache = new Map<string, RegExp>();
function parameterPattern(source: string): RegExp {
  let pattern = patternCache.get(source);
  if (!pattern) {
    pattern = new RegExp(source);
    patternCache.set(source, pattern);
  }
  return pattern;
}

function parameterAllows(parameter: RouteParameter | undefined, value: string): boolean {
  if (!parameter) return true;
  return 'values' in parameter ? parameter.values.includes(value) : parameterPattern(parameter.pattern).test(value);
}

function matchDefinition(route: RouteDefinition, pathSegments: readonly string[]): Record<string, string> | null {
  const patternSegments = segmentsOf(route.path);
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = pathSegments[index] ?? '';
    if (patternSegment.startsWith(':')) {
      const name = patternSegment.slice(1);
      if (!parameterAllows(route.params?.[name], segment)) return null;
      params[name] = segment;
    } else if (patternSegment !== segment) {
      return null;
    }
  }
  return params;
}

/** The remote and route that serve `pathname` among the live remotes, or null for a path no page exists for. */
export function matchRoute(remotes: readonly RoutedRemote[], pathname: string): RouteMatch | null {
  let pathSegments: string[];
  try {
    pathSegments = segmentsOf(pathname).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  for (const remote of remotes) {
    for (const route of remote.routes) {
      const params = matchDefinition(route, pathSegments);
      if (params) {
        return {
          remote: remote.id,
          pattern: route.path,
          params,
          query: route.query ?? [],
          staffOnly: route.access === 'staff',
          personal: route.access === 'personal',
          serverRendered: route.render === 'server' && route.access === 'public',
        };
      }
    }
  }
  return null;
}

/** Every concrete path of a route: each `:name` replaced by each value a page exists for (none for a pattern). */
export function pathsOfRoute(route: RouteDefinition): string[] {
  let paths = [''];
  for (const segment of segmentsOf(route.path)) {
    const parameter = segment.startsWith(':') ? route.params?.[segment.slice(1)] : undefined;
    const choices = !segment.startsWith(':') ? [segment] : parameter && 'values' in parameter ? parameter.values : [];
    paths = paths.flatMap((prefix) => choices.map((choice) => `${prefix}/${encodeURIComponent(choice)}`));
  }
  return paths.map((path) => path || '/');
}

/** Whether one path can match both segments (each static, or a parameter and the values it allows). */
function segmentsOverlap(a: string, aRoute: RouteDefinition, b: string, bRoute: RouteDefinition): boolean {
  const aParameter = a.startsWith(':') ? (aRoute.params?.[a.slice(1)] ?? { pattern: '' }) : null;
  const bParameter = b.startsWith(':') ? (bRoute.params?.[b.slice(1)] ?? { pattern: '' }) : null;
  if (!aParameter && !bParameter) return a === b;
  if (!aParameter) return parameterAllows(bParameter!, a);
  if (!bParameter) return parameterAllows(aParameter, b);
  if ('values' in aParameter) return aParameter.values.some((value) => parameterAllows(bParameter, value));
  if ('values' in bParameter) return bParameter.values.some((value) => parameterAllows(aParameter, value));
  // Two free-form parameters: some value could match both.
  return true;
}

/** The first route of `table` that could answer a path a route of `other` answers, with that route, or null. */
export function overlappingRoute(
  table: readonly RouteDefinition[],
  other: readonly RouteDefinition[],
): { route: string; otherRoute: string } | null {
  for (const route of table) {
    const segments = segmentsOf(route.path);
    for (const otherRoute of other) {
      const otherSegments = segmentsOf(otherRoute.path);
      if (segments.length !== otherSegments.length) continue;
      if (segments.every((segment, index) => segmentsOverlap(segment, route, otherSegments[index]!, otherRoute))) {
        return { route: route.path, otherRoute: otherRoute.path };
      }
    }
  }
  return null;
}

/**
 * The URL as the page sees it: its path and only the query parameters it reads, in the order the route names
 * them (each with all its values). Two URLs that differ in anything else show the same page.
 */
export function canonicalPageUrl(pathname: string, search: string, query: readonly string[]): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of query) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}
