import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BOOT_SCRIPT } from '../../src/ssr/page-html';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, {
      MF_REMOTE_EXAMS_URL: 'https://cdn.example.net/mf-exams/',
      MF_REMOTE_CHECKOUT_URL: 'https://pay.example.org/mf-checkout/',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('allows scripts, connections and images from exactly this site and the configured remote origins', async () => {
    const policy = directives((await app.inject({ method: 'GET', url: '/api/exam-types' })).headers['content-security-policy']);
    const allowed = ["'self'", 'https://cdn.example.net', 'https://pay.example.org'];
    // Plus one inline script, by its hash: the boot script of server-rendered pages, and no other.
    const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')?.sort()).toEqual([...allowed, bootHash].sort());
    expect(policy.get('script-src')?.some((source) => source === "'unsafe-inline'")).toBe(false);
    expect(policy.get('connect-src')?.sort()).toEqual([...allowed].sort());
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(allowed));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sets the same headers on every kind of answer: content, errors and unknown paths', async () => {
    for (const url of ['/api/health', '/api/exam-types/no-such-exam/study-materials', '/api/no-such-endpoint']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+' https:\/\/cdn\.example\.net/);
    }
  });

  it('keeps the strict policy for the site while the API docs page has its own', async () => {
    const site = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/' })).headers['content-security-policy'];
    expect(site).toContain("frame-ancestors 'none'");
    expect(docs).not.toEqual(site);
  });
});
