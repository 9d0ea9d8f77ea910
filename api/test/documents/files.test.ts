import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('study files on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let filesDir: string;
  let outside: string;
  let studentCookie: string;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-files-'));
    filesDir = path.join(root, 'files');
    outside = path.join(root, 'secret.txt');
    for (const folder of ['attached_assets/hesi', 'documents', 'free']) mkdirSync(path.join(filesDir, folder), { recursive: true });
    writeFileSync(path.join(filesDir, 'attached_assets/hesi', 'HESI Guide.pdf'), '%PDF-1.4 hesi');
    writeFileSync(path.join(filesDir, 'documents', 'pharmacology.pdf'), '%PDF-1.4 pharmacology');
    writeFileSync(path.join(filesDir, 'free', 'teas-planner.pdf'), '%PDF-1.4 planner');
    writeFileSync(outside, 'database password');
    symlinkSync(outside, path.join(filesDir, 'free', 'escape.pdf'));
    symlinkSync(path.dirname(outside), path.join(filesDir, 'documents', 'up'));

    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { FILES_DIR: filesDir });
    studentCookie = (await signUpStudent(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(path.dirname(filesDir), { recursive: true, force: true });
  });

  it.each(['/attached_assets/hesi/HESI%20Guide.pdf', '/documents/pharmacology.pdf'])('answers 401 to a visitor for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('serves study documents to a signed-in user as a download', async () => {
    const response = await app.inject({ method: 'GET', url: '/attached_assets/hesi/HESI%20Guide.pdf', headers: { cookie: studentCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('%PDF-1.4 hesi');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="HESI Guide.pdf"; filename*=UTF-8''HESI%20Guide.pdf`);

    const document = await app.inject({ method: 'GET', url: '/documents/pharmacology.pdf', headers: { cookie: studentCookie } });
    expect(document.statusCode).toBe(200);
    expect(document.body).toBe('%PDF-1.4 pharmacology');
  });

  it('serves free resources to everyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/resources/free/teas-planner.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="teas-planner.pdf"/);
  });

  it.each([
    '/resources/free/../documents/pharmacology.pdf',
    '/resources/free/%2e%2e/documents/pharmacology.pdf',
    '/resources/free/%2E%2E%2Fdocuments%2Fpharmacology.pdf',
    '/resources/free/..%2f..%2fsecret.txt',
    '/resources/free/%2fetc%2fpasswd',
    '/resources/free//etc/passwd',
    '/resources/free/..%5c..%5csecret.txt',
    '/resources/free/escape.pdf',
    '/documents/up/secret.txt',
    '/resources/free/missing.pdf',
    '/resources/free/',
  ])('answers 404 for %s (no way out of the folder)', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { cookie: studentCookie } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('database password');
    expect(response.body).not.toContain('%PDF');
  });
});
