import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, databasePerFile, signUpStaff, signUpStudent } from '../helpers/test-app';

// The documentation reads nothing stored, and the tests make their own accounts: the blocks share a database.
const sharedDatabase = databasePerFile();

describe.each(databaseKinds)('OpenAPI documentation on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('describes every API endpoint from the contracts schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/auth/email-verification',
      '/api/auth/email-verification/resend',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/password-reset',
      '/api/auth/password-reset/request',
      '/api/auth/sign-out-everywhere',
      '/api/auth/signup',
      '/api/auth/user',
      '/api/blog-posts',
      '/api/blog-posts/{slug}',
      '/api/deployments',
      '/api/deployments/{package}/promote',
      '/api/deployments/{package}/rollback',
      '/api/documents',
      '/api/documents/{id}',
      '/api/exam-types',
      '/api/exam-types/{slug}/study-materials',
      '/api/flashcards/decks',
      '/api/flashcards/decks/{id}',
      '/api/flashcards/decks/{id}/reviews',
      '/api/flashcards/due',
      '/api/flashcards/reviews',
      '/api/flashcards/reviews/merge',
      '/api/health',
      '/api/marketing/campaign',
      '/api/marketing/campaigns',
      '/api/marketing/leads',
      '/api/marketing/leads/{id}',
      '/api/marketing/leads/{id}/contact-changes/{changeId}/accept',
      '/api/marketing/leads/{id}/contact-changes/{changeId}/dismiss',
      '/api/marketing/leads/{id}/messages',
      '/api/marketing/newsletter-subscriptions',
      '/api/marketing/newsletter-subscriptions.csv',
      '/api/marketing/service-requests',
      '/api/marketing/service-requests/{id}',
      '/api/marketing/stats',
      '/api/marketing/tutoring-inquiries',
      '/api/marketing/tutoring-inquiries/{id}',
      '/api/newsletter-subscriptions',
      '/api/newsletter/confirm',
      '/api/newsletter/unsubscribe',
      '/api/ngn/catalog',
      '/api/ngn/sessions',
      '/api/ngn/sessions/{id}',
      '/api/ngn/sessions/{id}/answers/{itemId}',
      '/api/ngn/sessions/{id}/finish',
      '/api/ngn/sessions/{id}/results',
      '/api/practice/attempts',
      '/api/practice/attempts/claim',
      '/api/practice/attempts/{id}',
      '/api/practice/attempts/{id}/responses/{questionId}',
      '/api/practice/attempts/{id}/results',
      '/api/practice/attempts/{id}/sections/next',
      '/api/practice/attempts/{id}/submit',
      '/api/practice/banks',
      '/api/practice/progress',
      '/api/school-types',
      '/api/school-types/{slug}/study-materials',
      '/api/service-requests',
      '/api/site-config',
      '/api/staff/practice/summary',
      '/api/study-plans/{exam}',
      '/api/testimonials',
      '/api/tutoring-inquiries',
      '/api/whatsapp-consent/confirm',
      '/api/whatsapp/send',
      '/api/whatsapp/status',
      '/api/whatsapp/webhook',
      '/healthz',
      '/readyz',
    ]);
    const serviceRequestBody = document.paths['/api/service-requests'].post.requestBody.content['application/json'].schema;
    expect(serviceRequestBody.properties.name).toMatchObject({ type: 'string', minLength: 2, maxLength: 100 });
    expect(serviceRequestBody.properties.urgencyLevel.enum).toEqual(['low', 'medium', 'high', 'urgent']);
    const startBody = document.paths['/api/practice/attempts'].post.requestBody.content['application/json'].schema;
    expect(startBody.properties.bank.enum).toEqual(['teas', 'hesi', 'nclex', 'pharmacology']);
    expect(startBody.properties.mode.enum).toEqual(['practice', 'section-quiz', 'full-simulation', 'timed-set']);
    expect(Object.keys(document.paths['/api/practice/attempts/{id}/responses/{questionId}'].put.responses).sort()).toEqual(['200', '400', '404', '409', '429']);
    const reviewBody = document.paths['/api/flashcards/reviews'].post.requestBody.content['application/json'].schema;
    expect(reviewBody.properties.rating).toMatchObject({ type: 'integer', minimum: 1, maximum: 4 });
    expect(reviewBody.required.sort()).toEqual(['cardId', 'rating']);
    expect(Object.keys(document.paths['/api/flashcards/reviews'].post.responses).sort()).toEqual(['200', '400', '401', '429']);
    const mergeBody = document.paths['/api/flashcards/reviews/merge'].post.requestBody.content['application/json'].schema;
    expect(mergeBody.properties.reviews.maxItems).toBe(5000);
    expect(document.paths['/api/flashcards/decks'].get.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual(['exam', 'subject']);
    const planBody = document.paths['/api/study-plans/{exam}'].put.requestBody.content['application/json'].schema;
    expect(planBody.properties.hoursPerWeek).toMatchObject({ type: 'integer', minimum: 1, maximum: 60 });
    expect(planBody.properties.completed.maxItems).toBe(500);
    expect(document.paths['/api/study-plans/{exam}'].get.parameters[0].schema.enum).toEqual(['teas', 'hesi', 'nclex']);
    expect(Object.keys(document.paths['/api/study-plans/{exam}'].get.responses).sort()).toEqual(['200', '400', '401', '404']);
    // A promotion names one version, by its id or its folder's URL, and says why it is refused.
    const promote = document.paths['/api/deployments/{package}/promote'].post;
    expect(Object.keys(promote.requestBody.content['application/json'].schema.properties).sort()).toEqual(['url', 'version']);
    expect(Object.keys(promote.responses).sort()).toEqual(['200', '400', '401', '409', '422', '429']);
    expect(Object.keys(document.paths['/api/deployments/{package}/rollback'].post.responses).sort()).toEqual(['200', '400', '401', '404', '409', '422', '429']);
  });

  it('serves the browsable page with its own Content-Security-Policy', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe.each(databaseKinds)('OpenAPI documentation for staff only (API_DOCS=staff) on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind), { API_DOCS: 'staff' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const docsUrls = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/swagger-ui-bundle.js'];

  it.each(docsUrls)('answers %s to a visitor with 401', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it('answers a student with 403', async () => {
    const student = await signUpStudent(app);
    for (const url of docsUrls) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: student.cookie } });
      expect(response.statusCode).toBe(403);
    }
  });

  it('shows staff the page and the document', async () => {
    const staff = await signUpStaff(app);
    const page = await app.inject({ method: 'GET', url: '/api/docs', headers: { cookie: staff.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const document = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: staff.cookie } });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/auth/login');
  });
});

describe.each(databaseKinds)('no OpenAPI documentation (API_DOCS=off, the production default) on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind), { API_DOCS: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers the docs with 404, to staff too, while the API works', async () => {
    const staff = await signUpStaff(app);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui-bundle.js']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
      expect(response.statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/api/exam-types' })).statusCode).toBe(200);
  });
});
