import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { practiceBanks } from '@nurseprep/contracts/practice-banks';
import { matchRoute as matchAmong, overlappingRoute, type RoutedRemote } from '@nurseprep/contracts/remote-routes';
import { remoteRouteTableSchema } from '@nurseprep/contracts/releases';
import { blogPostSlugs, examPageSlugs, flashcardDeckIds, flashcardsPagePaths, MY_STUDY_PATH, plannerPagePaths, practicePagePaths, schoolSlugs } from '@nurseprep/contracts/routes';
import { routeTable as marketing } from '../mf-marketing-site/src/route-table';
import { routeTable as exams } from '../mf-exams/src/route-table';
import { routeTable as study } from '../mf-study/src/route-table';
import { routeTable as schools } from '../mf-schools/src/route-table';
import { routeTable as checkout } from '../mf-checkout/src/route-table';
import { routeTable as staffDashboard } from '../mf-staff-dashboard/src/route-table';

/** Every remote's route table, as the site routes them once each remote's version is live. */
const tables = { marketing, exams, study, schools, checkout, staff_dashboard: staffDashboard };
const site: RoutedRemote[] = Object.entries(tables).map(([id, table]) => ({ id, routes: table.routes }));
const matchRoute = (pathname: string) => matchAmong(site, pathname);

describe("the remotes' route tables", () => {
  it.each(Object.entries(tables))('%s publishes a valid route table', (_id, table) => {
    expect(remoteRouteTableSchema.safeParse(table).error?.issues).toBeUndefined();
  });

  it('claim no path twice: no two remotes can be live with overlapping routes', () => {
    for (const [index, remote] of site.entries()) {
      for (const other of site.slice(index + 1)) expect([remote.id, other.id, overlappingRoute(remote.routes, other.routes)]).toEqual([remote.id, other.id, null]);
    }
  });

  it('keep personal and staff pages out of the server render', () => {
    expect(matchRoute(MY_STUDY_PATH)).toMatchObject({ personal: true, serverRendered: false });
    expect(matchRoute('/marketing/leads')).toMatchObject({ staffOnly: true, serverRendered: false });
    expect(matchRoute('/exams/teas')).toMatchObject({ personal: false, staffOnly: false, serverRendered: true });
  });

  it.each([
    ['/', 'marketing', '/'],
    ['/resources/blog', 'marketing', '/resources/blog'],
    ['/resources/blog/hesi-vs-teas', 'marketing', '/resources/blog/:slug'],
    ['/exams', 'exams', '/exams'],
    ['/exams/teas', 'exams', '/exams/:slug'],
    ['/exams/coursework', 'exams', '/exams/:slug'],
    ['/exams/coursework/pharmacology', 'exams', '/exams/coursework/:subject'],
    ['/exams/teas/practice', 'study', '/exams/teas/practice'],
    ['/exams/hesi/practice', 'study', '/exams/hesi/practice'],
    ['/exams/nclex/practice', 'study', '/exams/nclex/practice'],
    ['/exams/coursework/pharmacology/practice', 'study', '/exams/coursework/pharmacology/practice'],
    ['/my-study', 'study', '/my-study'],
    ['/exams/teas/flashcards', 'study', '/exams/teas/flashcards'],
    ['/exams/coursework/pharmacology/flashcards', 'study', '/exams/coursework/pharmacology/flashcards'],
    ['/exams/nclex/flashcards/lab-values', 'study', '/exams/nclex/flashcards/:deck'],
    ['/exams/coursework/pharmacology/flashcards/pharmacology-prototypes', 'study', '/exams/coursework/pharmacology/flashcards/:deck'],
    ['/exams/hesi/planner', 'study', '/exams/hesi/planner'],
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
    '/exams/gre/practice',
    '/exams/coursework/med-surg/practice',
    '/exams/%E0%A4%A',
    '/schools/toString',
    '/marketing/leads/abc',
    '/marketing/leads/0',
    '/marketing/leads/12345678901',
    '/marketing/settings',
    '/exams/gre/flashcards',
    '/exams/coursework/med-surg/flashcards',
    '/exams/teas/flashcards/Lab_Values',
    '/exams/teas/flashcards/-lab',
    '/exams/teas/flashcards/lab--values',
    '/exams/coursework/planner',
    '/exams/gre/planner',
  ])('finds no page for %s', (pathname) => {
    expect(matchRoute(pathname)).toBeNull();
  });

  it('has a page for every practice bank and /my-study', () => {
    for (const path of Object.values(practicePagePaths)) expect(matchRoute(path)?.remote).toBe('study');
    expect(matchRoute(MY_STUDY_PATH)?.remote).toBe('study');
  });

  it('has a deck list for every flashcards page, a page for each of its decks and none for other ids, and a planner for TEAS, HESI and NCLEX', () => {
    for (const [list, path] of Object.entries(flashcardsPagePaths)) {
      expect(matchRoute(path)?.remote).toBe('study');
      for (const deck of flashcardDeckIds[list as keyof typeof flashcardDeckIds]) expect(matchRoute(`${path}/${deck}`)?.params).toEqual({ deck });
      expect(matchRoute(`${path}/no-such-deck`)).toBeNull();
    }
    // A deck is listed only where its exams or subjects say: the pharmacology list has no TEAS science deck.
    expect(matchRoute('/exams/coursework/pharmacology/flashcards/teas-biology')).toBeNull();
    expect(Object.keys(plannerPagePaths)).toEqual(['teas', 'hesi', 'nclex']);
    for (const path of Object.values(plannerPagePaths)) expect(matchRoute(path)?.remote).toBe('study');
  });

  it("gives each practice bank's page (practice-banks.ts holds the path too, imports nothing) its route", () => {
    expect(Object.fromEntries(practiceBanks.map((bank) => [bank.bank, bank.path]))).toEqual(practicePagePaths);
  });

  it('has a page for every exam, school and article slug', () => {
    for (const slug of examPageSlugs) expect(matchRoute(`/exams/${slug}`)).not.toBeNull();
    for (const slug of schoolSlugs) expect(matchRoute(`/schools/${slug}`)).not.toBeNull();
    for (const slug of blogPostSlugs) expect(matchRoute(`/resources/blog/${slug}`)).not.toBeNull();
  });

  it("lists the blog's articles and the exam types of the content files", () => {
    const contentFile = (name: string) =>
      JSON.parse(readFileSync(path.join(__dirname, '..', 'api', 'content', name), 'utf8')) as { slug: string }[];
    const articleFiles = readdirSync(path.join(__dirname, '..', 'api', 'content', 'articles')).filter((name) => name.endsWith('.md'));
    expect(articleFiles.map((name) => name.replace(/\.md$/, '')).sort()).toEqual([...blogPostSlugs].sort());
    for (const { slug } of contentFile('exam-types.json')) expect(examPageSlugs).toContain(slug);
  });
});
