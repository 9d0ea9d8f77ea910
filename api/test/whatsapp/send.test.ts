import type { FastifyInstance } from 'fastify';
import { whatsappNotConfigured } from '@nurseprep/contracts';
import { loadConfig } from '../../src/config';
import { createGraphClient } from '../../src/whatsapp/graph-client';
import { startFakeGraph, whatsappEnvironment, type FakeGraph } from '../helpers/fake-graph';
import { buildTestApp, databaseKinds, databasePerFile, signUpStaff, type TestDatabase } from '../helpers/test-app';

const send = (app: FastifyInstance, cookie: string, to: string, message = 'Your TEAS session is confirmed for Monday.') =>
  app.inject({ method: 'POST', url: '/api/whatsapp/send', headers: { cookie }, payload: { to, message, type: 'text' } });

// An unconfigured app refuses before storing anything, and the tests read back only the messages they stored:
// the blocks share a database.
const sharedDatabase = databasePerFile();

describe.each(databaseKinds)('POST /api/whatsapp/send on %s', (kind) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    graph = await startFakeGraph();
    app = await buildTestApp(database, whatsappEnvironment(graph));
    cookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
  });

  it('sends the text to Graph with the bearer token and stores it with its wamid as accepted, in the lead’s conversation', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: { name: 'Wendy Ward', email: 'wendy@example.com', phone: '+1 (202) 555-0177', serviceType: 'tutoring', urgencyLevel: 'low', description: 'Pharmacology help please.', preferredContactMethod: 'whatsapp' },
    });
    const response = await send(app, cookie, '12025550177');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, messageId: expect.any(Number), wamid: expect.stringMatching(/^wamid\./) });
    expect(graph.received.at(-1)).toMatchObject({ to: '12025550177', type: 'text', body: 'Your TEAS session is confirmed for Monday.', wamid: answer.wamid });

    const stored = await app.repositories.whatsappMessages.byId(answer.messageId);
    const lead = await app.repositories.leads.byWhatsappNumber('12025550177');
    expect(stored).toMatchObject({ status: 'accepted', providerMessageId: answer.wamid, direction: 'outbound', whatsappNumber: '12025550177', leadId: lead?.id, error: null });
    expect((await app.repositories.whatsappMessages.conversation(lead?.id ?? 0)).map((message) => message.body)).toEqual(['Your TEAS session is confirmed for Monday.']);
  });

  it.each([
    [131047, /not written to us in the last 24 hours.*only an approved template/i],
    [131026, /could not deliver to this number/i],
    [130429, /limiting how fast.*try again/i],
    [131050, /stopped marketing messages/i],
  ])('turns Graph error %s into a sentence staff can act on, and stores the message as failed with it', async (code, sentence) => {
    const to = `1202555${String(code).slice(-4)}`;
    graph.failFor(to, code);
    const response = await send(app, cookie, to);
    expect(response.statusCode).toBe(502);
    const answer = response.json();
    expect(answer).toEqual({ success: false, error: expect.stringMatching(sentence), messageId: expect.any(Number) });
    expect(await app.repositories.whatsappMessages.byId(answer.messageId)).toMatchObject({ status: 'failed', errorCode: code, error: answer.error, providerMessageId: null });
  });

  it('says the access token expired when Graph answers 190', async () => {
    const expired = await buildTestApp(database, whatsappEnvironment(graph, { WHATSAPP_ACCESS_TOKEN: 'expired-token' }));
    try {
      const staff = await signUpStaff(expired);
      const response = await send(expired, staff.cookie, '12025550190');
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatch(/access token has expired.*WHATSAPP_ACCESS_TOKEN/);
      expect(graph.refused).toContain('bad token');
    } finally {
      await expired.close();
    }
  });

  it('answers a clear error, not a 500, when Graph cannot be reached', async () => {
    const unreachable = await buildTestApp(database, whatsappEnvironment(graph, { WHATSAPP_API_URL: 'http://127.0.0.1:9/v23.0' }));
    try {
      const staff = await signUpStaff(unreachable);
      const response = await send(unreachable, staff.cookie, '12025550111');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ success: false, error: 'WhatsApp could not be reached (network error). Nothing was sent; try again shortly.' });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses an empty message with 400 before calling Graph', async () => {
    const before = graph.received.length;
    const response = await send(app, cookie, '12025550177', '   ');
    expect(response.statusCode).toBe(400);
    expect(graph.received.length).toBe(before);
  });

  it('tells staff which WhatsApp settings are configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/whatsapp/status', headers: { cookie } });
    expect(response.json()).toEqual({
      send: { configured: true, missing: [] },
      campaigns: { configured: true, missing: [] },
      webhook: { configured: true, missing: [] },
    });
  });
});

describe.each(databaseKinds)('WhatsApp not configured on %s', (kind) => {
  let app: FastifyInstance;
  let cookie: string;
  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind));
    cookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers send with 501 and the clear message, and names the missing settings', async () => {
    const response = await send(app, cookie, '12025550177');
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ success: false, error: whatsappNotConfigured });
    const status = await app.inject({ method: 'GET', url: '/api/whatsapp/status', headers: { cookie } });
    expect(status.json()).toEqual({
      send: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'] },
      campaigns: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_CAMPAIGN_TEMPLATE'] },
      webhook: { configured: false, missing: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] },
    });
  });
});

describe('Graph client', () => {
  it('gives up after its timeout with a clear sentence', async () => {
    const graph = await startFakeGraph();
    try {
      graph.hangFor('12025550999');
      const config = loadConfig({ ...whatsappEnvironment(graph) }).whatsapp;
      const result = await createGraphClient(config, { timeoutMs: 200 }).send({ kind: 'text', to: '12025550999', body: 'Hello' });
      expect(result).toEqual({ ok: false, code: null, reason: expect.stringMatching(/did not answer in time/) });
    } finally {
      await graph.close();
    }
  });

  it('sends a campaign as the approved template with the message as its one-line body parameter', async () => {
    const graph = await startFakeGraph();
    try {
      const config = loadConfig({ ...whatsappEnvironment(graph) }).whatsapp;
      const result = await createGraphClient(config).send({ kind: 'template', to: '12025550998', template: 'nurseprep_update', language: 'en_US', parameter: 'New TEAS class\n\nCall   us' });
      expect(result.ok).toBe(true);
      expect(graph.received[0]).toMatchObject({ type: 'template', body: 'New TEAS class Call us', template: { name: 'nurseprep_update', language: 'en_US' } });
    } finally {
      await graph.close();
    }
  });
});
