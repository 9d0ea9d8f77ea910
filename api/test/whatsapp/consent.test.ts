import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const request = (email: string, whatsappConsent?: boolean | string) => ({
  name: 'Consent Person',
  email,
  phone: '+1 202 555 0142',
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'Help with my TEAS reading section.',
  preferredContactMethod: 'whatsapp',
  ...(whatsappConsent === undefined ? {} : { whatsappConsent }),
});

describe.each(databaseKinds)('WhatsApp consent from the booking form on %s', (kind) => {
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

  const leadOf = async (email: string) => {
    const submitted = await app.repositories.leads.byWhatsappNumber('12025550142');
    expect(submitted?.email).toBe(email);
    return submitted;
  };

  it('is off unless the box was ticked, and a later tick turns it on (and undoes an earlier STOP)', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/service-requests', payload: request('consent@example.com') })).statusCode).toBe(201);
    expect((await leadOf('consent@example.com'))?.whatsappConsent).toBe(false);

    await app.repositories.leads.recordInboundContact({ whatsappNumber: '12025550142', name: '', receivedAt: new Date(), optOut: true });
    expect((await app.inject({ method: 'POST', url: '/api/service-requests', payload: request('consent@example.com', 'true') })).statusCode).toBe(201);
    expect(await leadOf('consent@example.com')).toMatchObject({ whatsappConsent: true, whatsappOptedOutAt: null, whatsappNumber: '12025550142' });

    // Unticked on a later form: consent once given stays until they opt out.
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: request('consent@example.com', false) });
    expect((await leadOf('consent@example.com'))?.whatsappConsent).toBe(true);
  });

  it('refuses a value that is not a yes or no', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/service-requests', payload: request('odd@example.com', 'maybe') });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('whatsappConsent');
  });
});
