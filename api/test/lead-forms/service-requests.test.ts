import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

const complete = {
  name: 'Florence Nightingale',
  email: 'florence@example.com',
  phone: '+1 555 010 0199',
  serviceType: 'assignment-help',
  urgencyLevel: 'high',
  budget: '200-500',
  description: 'Help with my NR-293 care plan, please.',
  additionalRequirements: 'APA 7th edition',
  preferredContactMethod: 'whatsapp',
};

describe.each(databaseKinds)('POST /api/service-requests on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    staffCookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const storedRequests = async () =>
    (await app.inject({ method: 'GET', url: '/api/marketing/service-requests', headers: { cookie: staffCookie } })).json() as {
      items: Record<string, unknown>[];
      total: number;
    };

  it('stores the request with status pending, answers 201 { id } and makes a lead without an exam type', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/service-requests', payload: complete });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    expect((await storedRequests()).items[0]).toEqual({
      ...complete,
      id: response.json().id,
      status: 'pending',
      createdAt: expect.any(String),
    });
    const leads = await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staffCookie } });
    expect(leads.json().items).toContainEqual(
      expect.objectContaining({
        email: 'florence@example.com',
        phone: '+1 555 010 0199',
        status: 'new',
        examType: null,
        source: 'service-request',
      }),
    );
  });

  it('accepts a request without the optional fields and stores them as empty', async () => {
    const { phone: _phone, budget: _budget, additionalRequirements: _more, ...required } = complete;
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: { ...required, email: 'minimal@example.com', budget: '' },
    });
    expect(response.statusCode).toBe(201);
    expect((await storedRequests()).items[0]).toMatchObject({ phone: null, budget: null, additionalRequirements: null });
  });

  it('answers the validation messages for empty required fields and stores nothing', async () => {
    const before = (await storedRequests()).total;
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: { name: '', email: '', serviceType: '', urgencyLevel: '', description: 'short', preferredContactMethod: '' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Name must be at least 2 characters',
      fieldErrors: {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        serviceType: ['Please select a service type'],
        urgencyLevel: ['Please select urgency level'],
        description: ['Description must be at least 10 characters'],
        preferredContactMethod: ['Please select preferred contact method'],
      },
    });
    expect((await storedRequests()).total).toBe(before);
  });

  it('refuses values over the stored-length limits with 400, never a 5xx', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: { ...complete, name: 'n'.repeat(101), email: `${'e'.repeat(250)}@example.com`, phone: '1'.repeat(21) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: ['Name must be at most 100 characters'],
      email: ['Email must be at most 255 characters'],
      phone: ['Phone must be at most 20 characters'],
    });
  });

  it('refuses a service type, urgency, budget or contact method not in the lists', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: { ...complete, serviceType: 'x', urgencyLevel: 'someday', budget: 'lots', preferredContactMethod: 'pigeon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      serviceType: ['Please select a service type'],
      urgencyLevel: ['Please select urgency level'],
      budget: ['Please select a budget range from the list'],
      preferredContactMethod: ['Please select preferred contact method'],
    });
  });
});
