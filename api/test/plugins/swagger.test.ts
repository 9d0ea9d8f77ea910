import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('OpenAPI documentation on %s', (kind) => {
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

  it('describes every API endpoint from the contracts schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/signup',
      '/api/auth/user',
      '/api/blog-posts',
      '/api/blog-posts/{slug}',
      '/api/documents',
      '/api/documents/{id}',
      '/api/exam-types',
      '/api/exam-types/{slug}/study-materials',
      '/api/marketing/campaign',
      '/api/marketing/campaigns',
      '/api/marketing/leads',
      '/api/marketing/leads/{id}',
      '/api/marketing/leads/{id}/messages',
      '/api/marketing/newsletter-subscriptions',
      '/api/marketing/newsletter-subscriptions.csv',
      '/api/marketing/service-requests',
      '/api/marketing/service-requests/{id}',
      '/api/marketing/stats',
      '/api/marketing/tutoring-inquiries',
      '/api/marketing/tutoring-inquiries/{id}',
      '/api/newsletter-subscriptions',
      '/api/school-types',
      '/api/school-types/{slug}/study-materials',
      '/api/service-requests',
      '/api/testimonials',
      '/api/tutoring-inquiries',
      '/api/whatsapp/send',
      '/api/whatsapp/status',
      '/api/whatsapp/webhook',
    ]);
    const serviceRequestBody = document.paths['/api/service-requests'].post.requestBody.content['application/json'].schema;
    expect(serviceRequestBody.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
    expect(serviceRequestBody.properties.urgencyLevel.enum).toEqual(['low', 'medium', 'high', 'urgent']);
  });

  it('serves the browsable page with its own Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
