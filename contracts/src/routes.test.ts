import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blogPostSlugs, examPageSlugs, matchRoute, schoolSlugs } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'marketing', '/'],
    ['/resources/blog', 'marketing', '/resources/blog'],
    ['/resources/blog/hesi-vs-teas', 'marketing', '/resources/blog/:slug'],
    ['/exams', 'exams', '/exams'],
    ['/exams/teas', 'exams', '/exams/:slug'],
    ['/exams/coursework', 'exams', '/exams/:slug'],
    ['/exams/coursework/pharmacology', 'exams', '/exams/coursework/:subject'],
    ['/schools/chamberlain', 'schools', '/schools/:slug'],
    ['/schools/chamberlain/', 'schools', '/schools/:slug'],
    ['/payment', 'checkout', '/payment'],
    ['/marketing', 'staff_dashboard', '/marketing'],
    ['/marketing/leads', 'staff_dashboard', '/marketing/leads'],
    ['/marketing/leads/42', 'staff_dashboard', '/marketing/leads/:id'],
    ['/marketing/campaigns', 'staff_dashboard', '/marketing/campaigns'],
  ])('serves %s from the %s remote as %s', (pathname, remote, pattern) => {
    expect(matchRoute(pathname)).toMatchObject({ remote, pattern });
  });

  it('marks the staff dashboard, and only it, as staff-only', () => {
    expect(matchRoute('/marketing')?.staffOnly).toBe(true);
    expect(matchRoute('/marketing/leads/7')?.staffOnly).toBe(true);
    expect(matchRoute('/payment')?.staffOnly).toBe(false);
    expect(matchRoute('/')?.staffOnly).toBe(false);
  });

  it('gives the route parameters, decoded', () => {
    expect(matchRoute('/schools/grand-canyon')?.params).toEqual({ slug: 'grand-canyon' });
    expect(matchRoute('/exams/%6Eclex')?.params).toEqual({ slug: 'nclex' });
  });

  it.each([
    '/no-such-page',
    '/exams/no-such-exam',
    '/exams/coursework/astrology',
    '/schools/hogwarts',
    '/resources/blog/not-an-article',
    '/exams/teas/extra',
    '/exams/%E0%A4%A',
    '/schools/toString',
    '/marketing/leads/abc',
    '/marketing/leads/0',
    '/marketing/leads/12345678901',
    '/marketing/settings',
  ])('finds no page for %s', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('has a page for every exam, school and article slug', () => {
    for (const slug of examPageSlugs) expect(matchRoute(`/exams/${slug}`)).not.toBeNull();
    for (const slug of schoolSlugs) expect(matchRoute(`/schools/${slug}`)).not.toBeNull();
    for (const slug of blogPostSlugs) expect(matchRoute(`/resources/blog/${slug}`)).not.toBeNull();
  });

  it("lists the blog's articles and the exam types of the content files", () => {
    const contentFile = (name: string) =>
      JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'api', 'content', name), 'utf8')) as { slug: string }[];
    const articleFiles = readdirSync(path.join(__dirname, '..', '..', 'api', 'content', 'articles')).filter((name) => name.endsWith('.md'));
    expect(articleFiles.map((name) => name.replace(/\.md$/, '')).sort()).toEqual([...blogPostSlugs].sort());
    for (const { slug } of contentFile('exam-types.json')) expect(examPageSlugs).toContain(slug);
  });
});
