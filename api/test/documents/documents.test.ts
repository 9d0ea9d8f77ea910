import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { StudyDocument } from '@nurseprep/contracts';
import { buildDocuments } from '../../src/documents/build-documents';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, type TestDatabase } from '../helpers/test-app';

/** api/test/fixtures holds documents/*.md: the app reads its sources from CONTENT_DIR/documents. */
const fixturesContentDir = path.join(__dirname, '..', 'fixtures');
let filesDir: string;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-documents-'));
  await buildDocuments({ sourcesDir: path.join(fixturesContentDir, 'documents'), filesDir });
}, 120_000);
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const idsOf = (response: { json: () => unknown }) => (response.json() as StudyDocument[]).map((document) => document.id).sort();

describe.each(databaseKinds)('study documents API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let studentCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { FILES_DIR: filesDir, CONTENT_DIR: fixturesContentDir });
    studentCookie = (await signUpStudent(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists every built document with where it is served, its download name and the real file facts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documents' });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([
      'fixture-apa-paper-template',
      'fixture-dosage-units-sheet',
      'fixture-hesi-catalogue-guide',
      'fixture-nr-293-school-guide',
      'fixture-teas-builtin-review',
    ]);
    const catalogue = (response.json() as StudyDocument[]).find((document) => document.id === 'fixture-hesi-catalogue-guide');
    expect(catalogue).toMatchObject({
      title: 'Fixture HESI Catalogue Guide',
      collection: 'catalogue',
      format: 'pdf',
      type: 'HESI',
      exams: ['hesi'],
      topics: ['Reading', 'Vocabulary', 'Grammar', 'Math', 'Biology'],
      premium: true,
      verified: true,
      url: '/attached_assets/fixture-hesi-catalogue-guide.pdf',
      assetPath: 'fixture-hesi-catalogue-guide.pdf',
      fileName: 'Fixture HESI Catalogue Guide.pdf',
      pages: 1,
    });
    expect(catalogue?.bytes).toBeGreaterThan(1000);
    expect(catalogue?.excerpt).toBe('Overview\nA short catalogue fixture. It has one heading and two paragraphs.\nThe second paragraph mentions HESI A2 in italics.');
  });

  it.each([
    ['collection=free', ['fixture-dosage-units-sheet']],
    ['collection=school', ['fixture-apa-paper-template', 'fixture-nr-293-school-guide']],
    ['exam=teas', ['fixture-dosage-units-sheet', 'fixture-teas-builtin-review']],
    ['exam=HESI', ['fixture-hesi-catalogue-guide']],
    ['type=hesi', ['fixture-hesi-catalogue-guide']],
    ['type=free%20resource', ['fixture-dosage-units-sheet']],
    ['subject=pharmacology', ['fixture-dosage-units-sheet', 'fixture-nr-293-school-guide']],
    ['school=chamberlain&course=nr-293&section=study-guides', ['fixture-nr-293-school-guide']],
    ['school=walden&section=writing', ['fixture-apa-paper-template']],
    ['exam=teas&collection=builtin', ['fixture-teas-builtin-review']],
    ['exam=nclex', []],
    ['school=chamberlain&course=NR-341', []],
  ])('filters with %s', async (query, expected) => {
    const response = await app.inject({ method: 'GET', url: `/api/documents?${query}` });
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual(expected);
  });

  it('refuses an unknown collection with the field named', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documents?collection=library' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual(['collection']);
  });

  it('answers one document by id, 404 JSON for an unknown id, and 304 for a copy the client holds', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/documents/fixture-apa-paper-template' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'docx',
      url: '/documents/fixture-apa-paper-template.docx',
      assetPath: null,
      fileName: 'Fixture APA Course Paper Template.docx',
      pages: null,
    });

    const again = await app.inject({ method: 'GET', url: '/api/documents/fixture-apa-paper-template', headers: { 'if-none-match': response.headers.etag } });
    expect(again.statusCode).toBe(304);

    const unknown = await app.inject({ method: 'GET', url: '/api/documents/no-such-document' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Document not found' });
  });

  it.each([
    ['/attached_assets/fixture-hesi-catalogue-guide.pdf', 'Fixture HESI Catalogue Guide.pdf', 'application/pdf'],
    ['/documents/fixture-teas-builtin-review.pdf', 'Fixture TEAS Built-in Review.pdf', 'application/pdf'],
    ['/documents/fixture-nr-293-school-guide.pdf', 'Fixture NR-293 - School Guide.pdf', 'application/pdf'],
    ['/documents/fixture-apa-paper-template.docx', 'Fixture APA Course Paper Template.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('keeps %s for signed-in users and saves it as its title', async (url, fileName, contentType) => {
    const visitor = await app.inject({ method: 'GET', url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: 'Not signed in' });

    const student = await app.inject({ method: 'GET', url, headers: { cookie: studentCookie } });
    expect(student.statusCode).toBe(200);
    expect(student.headers['content-type']).toBe(contentType);
    expect(student.headers['content-disposition']).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(student.rawPayload.subarray(0, 4).toString('latin1')).toBe(contentType === 'application/pdf' ? '%PDF' : 'PK\u0003\u0004');
  });

  it('gives free resources to visitors, saved as their title', async () => {
    const response = await app.inject({ method: 'GET', url: '/resources/free/fixture-dosage-units-sheet.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Fixture Dosage Units Sheet.pdf"; filename*=UTF-8''Fixture%20Dosage%20Units%20Sheet.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('starts with an empty list when no index was built, instead of failing', async () => {
    const emptyFiles = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-no-index-'));
    const bare = await buildTestApp(database, { FILES_DIR: emptyFiles, CONTENT_DIR: fixturesContentDir });
    try {
      const response = await bare.inject({ method: 'GET', url: '/api/documents' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect((await bare.inject({ method: 'GET', url: '/api/documents/fixture-hesi-catalogue-guide' })).statusCode).toBe(404);
    } finally {
      await bare.close();
      rmSync(emptyFiles, { recursive: true, force: true });
    }
  });

  it('refuses to start with a source that is not valid, naming the file and the field', async () => {
    const contentDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-bad-source-'));
    mkdirSync(path.join(contentDir, 'documents'));
    writeFileSync(
      path.join(contentDir, 'documents', 'broken-guide.md'),
      '---\nid: broken-guide\ntitle: Broken\ndescription: Wrong exam.\ncollection: free\ntype: TEAS\nexams: [mcat]\n---\n\n## Body\n\nText.\n',
    );
    try {
      await expect(buildTestApp(database, { FILES_DIR: filesDir, CONTENT_DIR: contentDir })).rejects.toThrow(/broken-guide\.md: exams\.0: /);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });
});
