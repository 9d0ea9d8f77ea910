import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadContent } from '../../src/seed/load-content';
import { readArticles } from '../../src/seed/read-articles';
import { buildTestApp, databaseKinds, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

const contentDir = testConfig().contentDir;
const contentFile = <Row>(name: string): Row[] => JSON.parse(readFileSync(path.join(contentDir, name), 'utf8')) as Row[];
/** The articles as written in api/content/articles/*.md. */
const articleFiles = () => readArticles(contentDir) ?? [];

describe.each(databaseKinds)('content endpoints on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists the exam types of api/content/exam-types.json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/exam-types' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const fileRows = contentFile<{ slug: string; name: string; description: string }>('exam-types.json');
    expect(response.json()).toEqual(fileRows.map((row) => ({ ...row, id: expect.any(Number) })));
  });

  it.each(['ged', 'ati', 'gre', 'kaplan', 'cna', 'coursework'])('lists the study materials of exam type %s', async (slug) => {
    const response = await app.inject({ method: 'GET', url: `/api/exam-types/${slug}/study-materials` });
    expect(response.statusCode).toBe(200);
    const expectedKeys = contentFile<{ key: string; examType?: string }>('study-materials.json')
      .filter((row) => row.examType === slug)
      .map((row) => row.key);
    expect(response.json().map((material: { key: string }) => material.key)).toEqual(expectedKeys);
  });

  it.each(['chamberlain', 'walden', 'grand-canyon', 'phoenix', 'chatham'])('lists the study materials of school %s', async (slug) => {
    const response = await app.inject({ method: 'GET', url: `/api/school-types/${slug}/study-materials` });
    expect(response.statusCode).toBe(200);
    const expectedKeys = contentFile<{ key: string; schoolType?: string }>('study-materials.json')
      .filter((row) => row.schoolType === slug)
      .map((row) => row.key);
    expect(response.json().map((material: { key: string }) => material.key)).toEqual(expectedKeys);
  });

  it('lists blog posts newest first without their text, and serves one post with it', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/blog-posts' });
    const posts = list.json() as { slug: string; publishedAt: string; content?: string }[];
    expect(posts.map((post) => post.slug).sort()).toEqual(
      articleFiles().map((post) => post.slug).sort(),
    );
    expect(posts.map((post) => post.publishedAt)).toEqual([...posts.map((post) => post.publishedAt)].sort().reverse());
    expect(posts.every((post) => post.content === undefined)).toBe(true);

    const one = await app.inject({ method: 'GET', url: '/api/blog-posts/how-to-pass-teas-7' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ slug: 'how-to-pass-teas-7', title: 'How to Pass the ATI TEAS 7 on Your First Try', readingMinutes: 8 });
    expect(one.json().content).toBe(articleFiles().find((post) => post.slug === 'how-to-pass-teas-7')?.content);
  });

  it('serves each article as safe HTML with ids on its headings and the list of those headings', async () => {
    for (const slug of articleFiles().map((post) => post.slug)) {
      const post = (await app.inject({ method: 'GET', url: `/api/blog-posts/${slug}` })).json() as {
        html: string;
        headings: { id: string; text: string; level: number }[];
        coverImage: string | null;
      };
      expect(post.headings.length).toBeGreaterThan(2);
      for (const heading of post.headings) expect(post.html).toContain(`<h${heading.level} id="${heading.id}">`);
      expect(new Set(post.headings.map((heading) => heading.id)).size).toBe(post.headings.length);
      expect(post.html).not.toMatch(/<script|<iframe|\son[a-z]+="/i);
      expect(post.coverImage).toBe(`/images/articles/${slug}.svg`);
    }
    const teas = (await app.inject({ method: 'GET', url: '/api/blog-posts/how-to-pass-teas-7' })).json() as { html: string };
    expect(teas.html).toContain('<table>');
  });

  it('serves the article covers as SVG images from this site, and 404 for any other name', async () => {
    const cover = await app.inject({ method: 'GET', url: '/images/articles/hesi-vs-teas.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/svg+xml');
    expect(cover.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 640 360"/);
    expect(cover.body).not.toMatch(/<script|\son[a-z]+=/i);
    const again = await app.inject({ method: 'GET', url: '/images/articles/hesi-vs-teas.svg', headers: { 'if-none-match': cover.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    for (const url of ['/images/articles/unknown.svg', '/images/articles/..%2Fhow-to-pass-teas-7.md']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('lists the testimonials', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(response.json().map((testimonial: { key: string }) => testimonial.key)).toEqual(
      contentFile<{ key: string }>('testimonials.json').map((testimonial) => testimonial.key),
    );
  });

  it("holds the seeded content: exam type slugs, five school types, six testimonials, six blog posts", async () => {
    const get = async <T,>(url: string) => (await app.inject({ method: 'GET', url })).json() as T;
    const examSlugs = (await get<{ slug: string }[]>('/api/exam-types')).map((row) => row.slug);
    expect(examSlugs).toEqual(
      expect.arrayContaining(['teas', 'hesi', 'gre', 'kaplan', 'ged', 'cna', 'ati', 'nclex', 'net', 'psb-hoae', 'nln-pax']),
    );
    expect((await get<{ slug: string }[]>('/api/school-types')).map((row) => row.slug).sort()).toEqual(
      ['chamberlain', 'chatham', 'grand-canyon', 'phoenix', 'walden'],
    );
    const testimonials = await get<{ exam: string; rating: number }[]>('/api/testimonials');
    expect(testimonials.map((row) => row.exam).sort()).toEqual(['CNA', 'HESI A2', 'NCLEX-RN', 'NET', 'PSB HOAE', 'TEAS']);
    expect(testimonials.every((row) => row.rating === 5)).toBe(true);
    // The six slugs in order, the first three's title, category and reading time, and the last three's date and
    // reading time (computed from each article's text at 225 words a minute).
    // Excerpts have no fixed wording here: they must come through as written in the article's front matter.
    const posts = await get<{ slug: string; title: string; category: string; publishedAt: string; readingMinutes: number; excerpt: string }[]>(
      '/api/blog-posts',
    );
    expect(posts.map((post) => post.slug)).toEqual([
      'how-to-pass-teas-7',
      'hesi-vs-teas',
      'nursing-school-study-habits',
      'mastering-nclex-rn',
      'pharmacology-memory-techniques',
      'clinical-skills-mastery',
    ]);
    expect(posts.slice(0, 3).map(({ title, category, readingMinutes }) => ({ title, category, readingMinutes }))).toEqual([
      { title: 'How to Pass the ATI TEAS 7 on Your First Try', category: 'TEAS Exam', readingMinutes: 8 },
      { title: 'HESI A2 vs. TEAS: Which Exam Should You Take?', category: 'HESI A2', readingMinutes: 10 },
      { title: '10 Essential Study Habits for Nursing School Success', category: 'Study Skills', readingMinutes: 12 },
    ]);
    expect(posts.slice(3).map(({ publishedAt, readingMinutes }) => ({ publishedAt, readingMinutes }))).toEqual([
      { publishedAt: '2023-03-20', readingMinutes: 15 },
      { publishedAt: '2023-03-10', readingMinutes: 12 },
      { publishedAt: '2023-03-05', readingMinutes: 18 },
    ]);
    const written = new Map(articleFiles().map((post) => [post.slug, post.excerpt]));
    for (const post of posts) {
      expect(post.excerpt.length).toBeGreaterThan(0);
      expect(post.excerpt).toBe(written.get(post.slug));
    }
  });

  it.each([
    ['/api/exam-types/unknown/study-materials', 'Exam type not found'],
    ['/api/school-types/unknown/study-materials', 'School type not found'],
    ['/api/blog-posts/unknown', 'Blog post not found'],
  ])('answers 404 for %s', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it.each(['/api/exam-types', '/api/exam-types/teas/study-materials', '/api/blog-posts', '/api/blog-posts/hesi-vs-teas', '/api/testimonials'])(
    'sends a strong ETag for %s and 304 with no body when the client has that version',
    async (url) => {
      const first = await app.inject({ method: 'GET', url });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      const listed = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `"other", W/${etag}` } });
      expect(listed.statusCode).toBe(304);
      const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
      expect(stale.statusCode).toBe(200);
    },
  );

  it('loads content again after a file is edited (restart), updating rows by slug without duplicating them', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-content-'));
    try {
      cpSync(contentDir, folder, { recursive: true });
      const examTypes = contentFile<{ slug: string; name: string; description: string }>('exam-types.json');
      writeFileSync(
        path.join(folder, 'exam-types.json'),
        JSON.stringify(examTypes.map((row) => (row.slug === 'teas' ? { ...row, description: 'Edited description.' } : row))),
      );
      await loadContent(database.db, folder);
      const restarted = await buildTestApp(database);
      try {
        const response = await restarted.inject({ method: 'GET', url: '/api/exam-types' });
        const rows = response.json() as { slug: string; description: string }[];
        expect(rows).toHaveLength(examTypes.length);
        expect(rows.find((row) => row.slug === 'teas')?.description).toBe('Edited description.');
        const before = await app.inject({ method: 'GET', url: '/api/exam-types' });
        expect(response.headers.etag).not.toBe(before.headers.etag);
      } finally {
        await restarted.close();
        await loadContent(database.db, contentDir);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stops loading with a message naming the file when a content file is invalid', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-content-'));
    try {
      writeFileSync(path.join(folder, 'testimonials.json'), JSON.stringify([{ key: 'x', rating: 9 }]));
      await expect(loadContent(database.db, folder)).rejects.toThrow(`Content file ${path.join(folder, 'testimonials.json')} is invalid`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
