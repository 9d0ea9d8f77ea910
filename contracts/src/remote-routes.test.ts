import { canonicalPageUrl, matchRoute, overlappingRoute, pathsOfRoute, type RouteDefinition } from './remote-routes';

const page = (path: string, params?: RouteDefinition['params']): RouteDefinition => ({ path, render: 'server', access: 'public', ...(params ? { params } : {}) });

describe('overlappingRoute', () => {
  it.each([
    [[page('/payment')], [page('/payment')], '/payment'],
    [[page('/exams/teas')], [page('/exams/:slug', { slug: { values: ['teas', 'hesi'] } })], '/exams/teas'],
    [[page('/exams/:exam', { exam: { values: ['gre'] } })], [page('/exams/:slug', { slug: { values: ['teas', 'gre'] } })], '/exams/:exam'],
    [[page('/leads/:id', { id: { pattern: '^\\d+$' } })], [page('/leads/:n', { n: { values: ['7'] } })], '/leads/:id'],
    [[page('/leads/:id', { id: { pattern: '^\\d+$' } })], [page('/leads/:key', { key: { pattern: '^[a-z]+$' } })], '/leads/:id'],
  ])('finds %j claiming a path of %j', (table, other, route) => {
    expect(overlappingRoute(table, other)?.route).toBe(route);
  });

  it.each([
    [[page('/payment')], [page('/payments')]],
    [[page('/exams/gre')], [page('/exams/:slug', { slug: { values: ['teas', 'hesi'] } })]],
    [[page('/exams')], [page('/exams/:slug', { slug: { values: ['teas'] } })]],
    [[page('/leads/new')], [page('/leads/:id', { id: { pattern: '^\\d+$' } })]],
  ])('lets %j and %j live together', (table, other) => {
    expect(overlappingRoute(table, other)).toBeNull();
  });
});

describe('matchRoute', () => {
  const remotes = [
    { id: 'one', routes: [page('/'), page('/docs/:slug', { slug: { values: ['a b', 'c'] } })] },
    { id: 'two', routes: [{ path: '/mine', render: 'browser', access: 'personal' } as const, { path: '/staff/:id', render: 'browser', access: 'staff', params: { id: { pattern: '^[1-9]\\d*$' } } } as const] },
  ];

  it('finds the remote, pattern and decoded parameters of a path, with its access', () => {
    expect(matchRoute(remotes, '/docs/a%20b')).toEqual({ remote: 'one', pattern: '/docs/:slug', params: { slug: 'a b' }, query: [], staffOnly: false, personal: false, serverRendered: true });
    expect(matchRoute(remotes, '/mine')).toMatchObject({ remote: 'two', personal: true, serverRendered: false });
    expect(matchRoute(remotes, '/staff/12')).toMatchObject({ remote: 'two', staffOnly: true, params: { id: '12' } });
  });

  it('finds nothing for a value no page exists for, a bad escape, or when no remote is live', () => {
    expect(matchRoute(remotes, '/docs/d')).toBeNull();
    expect(matchRoute(remotes, '/staff/0')).toBeNull();
    expect(matchRoute(remotes, '/docs/%E0%A4%A')).toBeNull();
    expect(matchRoute([], '/')).toBeNull();
  });

  it('lists the concrete paths of a route for the sitemap', () => {
    expect(pathsOfRoute(remotes[0]!.routes[1]!)).toEqual(['/docs/a%20b', '/docs/c']);
    expect(pathsOfRoute(page('/'))).toEqual(['/']);
    expect(pathsOfRoute(remotes[1]!.routes[1]!)).toEqual([]);
  });
});

describe('canonicalPageUrl', () => {
  it('keeps only the query parameters the page reads, in the order the route names them, with every value', () => {
    expect(canonicalPageUrl('/payment', 'utm_source=mail&package=teas-basic', ['package'])).toBe('/payment?package=teas-basic');
    expect(canonicalPageUrl('/schools', 'letter=C&x=1&q=nurse', ['q', 'letter'])).toBe('/schools?q=nurse&letter=C');
    expect(canonicalPageUrl('/resources/blog', 'category=a&category=b', ['q', 'category'])).toBe('/resources/blog?category=a&category=b');
    expect(canonicalPageUrl('/exams/teas', 'utm_source=mail', [])).toBe('/exams/teas');
  });
});
