import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';
import { blogPostSlugs } from '@nurseprep/contracts/routes';
import { emailLinkPaths } from '@nurseprep/contracts/email-links';

/** The pages this remote owns, published with each version (release.json) and routed by the shell and the server. */
export const routeTable: RemoteRouteTable = {
  label: 'This page',
  routes: [
    // The home page's schools letter and study-material category, the booking form's prefill (from the link that
    // led to it) and the blog list's filters are read from the address.
    { path: '/', render: 'server', access: 'public', query: ['school-letter', 'materials'] },
    ...['/about', '/services', '/tutoring', '/tutors', '/contact', '/resources'].map((path) => ({ path, render: 'server', access: 'public' }) as const),
    { path: '/booking', render: 'server', access: 'public', query: ['service', 'exam', 'school', 'tutor'] },
    { path: '/resources/blog', render: 'server', access: 'public', query: ['q', 'category', 'page'] },
    { path: '/resources/blog/:slug', render: 'server', access: 'public', params: { slug: { values: blogPostSlugs } } },
    ...['/privacy', '/terms', '/accessibility'].map((path) => ({ path, render: 'server', access: 'public' }) as const),
    // The pages emails link to read a person's token from the address: never cached or listed for crawlers.
    ...Object.values(emailLinkPaths).map((path) => ({ path, render: 'browser', access: 'personal' }) as const),
  ],
};
