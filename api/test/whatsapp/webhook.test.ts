import type { FastifyInstance } from 'fastify';
import { inboundEvent, signatureOf, startFakeGraph, statusEvent, whatsappEnvironment, type FakeGraph } from '../helpers/fake-graph';
import { buildTestApp, databaseKinds, databasePerFile, signUpStaff, type TestDatabase } from '../helpers/test-app';

// The webhook without its settings stores nothing: its test shares the other tests' database.
const sharedDatabase = databasePerFile();

describe.each(databaseKinds)('WhatsApp webhook on %s', (kind) => {
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

  /** Posts `body` signed with the app secret, with `signature` instead, or unsigned when it is null. */
  const post = (body: string, signature: string | null = signatureOf(body)) =>
    app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-hub-signature-256': signature }) },
      payload: body,
    });

  async function sentMessage(to: string) {
    const response = await app.inject({ method: 'POST', url: '/api/whatsapp/send', headers: { cookie }, payload: { to, message: 'Hello from NursePrep', type: 'text' } });
    return response.json() as { messageId: number; wamid: string };
  }
  const statusOf = async (messageId: number) => (await app.repositories.whatsappMessages.byId(messageId))?.status;

  describe('GET verification', () => {
    it('answers the challenge when the verify token matches', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=test-verify-token&hub.challenge=1158201444' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('1158201444');
    });

    it('refuses a wrong token or mode with 403', async () => {
      const wrongToken = await app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
      const wrongMode = await app.inject({ method: 'GET', url: '/api/whatsapp/webhook?hub.mode=unsubscribe&hub.verify_token=test-verify-token&hub.challenge=1' });
      expect(wrongToken.statusCode).toBe(403);
      expect(wrongMode.statusCode).toBe(403);
    });
  });

  describe('signature', () => {
    it.each([
      ['no signature', null],
      ['a signature made with another secret', signatureOf('x', 'other-secret')],
      ['a malformed signature', 'sha256=zz'],
      ['a signature of a different body', signatureOf('{"object":"whatsapp_business_account"}')],
    ])('answers 401 to %s and stores nothing', async (_case, signature) => {
      const body = inboundEvent({ from: '447700900111', text: 'Am I stored?' });
      const response = await post(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid signature' });
      expect(await app.repositories.leads.byWhatsappNumber('447700900111')).toBeNull();
    });

    it('checks the bytes as received: the same JSON with other spacing is refused', async () => {
      const body = inboundEvent({ from: '447700900112', text: 'Spacing' });
      const response = await post(JSON.stringify(JSON.parse(body), null, 2), signatureOf(body));
      expect(response.statusCode).toBe(401);
    });
  });

  describe('statuses', () => {
    it('moves a message forward and never backwards: read stays read when a late delivered arrives', async () => {
      const { messageId, wamid } = await sentMessage('12025550301');
      expect(await statusOf(messageId)).toBe('accepted');
      expect((await post(statusEvent([{ wamid, status: 'read', recipient: '12025550301' }]))).statusCode).toBe(200);
      expect(await statusOf(messageId)).toBe('read');
      await post(statusEvent([{ wamid, status: 'delivered', recipient: '12025550301' }, { wamid, status: 'sent', recipient: '12025550301' }]));
      expect(await statusOf(messageId)).toBe('read');
    });

    it('applies a duplicate delivery once, and sent then delivered in order', async () => {
      const { messageId, wamid } = await sentMessage('12025550302');
      const sent = statusEvent([{ wamid, status: 'sent', recipient: '12025550302' }]);
      await post(sent);
      await post(sent);
      expect(await statusOf(messageId)).toBe('sent');
      const delivered = statusEvent([{ wamid, status: 'delivered', recipient: '12025550302' }]);
      await post(delivered);
      await post(delivered);
      expect(await statusOf(messageId)).toBe('delivered');
    });

    it('stores a failure with the reason as a sentence', async () => {
      const { messageId, wamid } = await sentMessage('12025550303');
      await post(statusEvent([{ wamid, status: 'failed', recipient: '12025550303', errorCode: 131026 }]));
      expect(await app.repositories.whatsappMessages.byId(messageId)).toMatchObject({ status: 'failed', errorCode: 131026, error: expect.stringMatching(/could not deliver/) });
    });

    it('ignores a status for a message it never sent', async () => {
      const response = await post(statusEvent([{ wamid: 'wamid.unknown', status: 'delivered', recipient: '12025550304' }]));
      expect(response.statusCode).toBe(200);
    });
  });

  describe('inbound messages', () => {
    it('makes a lead for an unknown number, stores the message in its conversation and opens the 24-hour window', async () => {
      const sentAt = Math.floor(Date.now() / 1000) - 60;
      const body = inboundEvent({ from: '447700900200', text: 'Do you tutor HESI?', name: 'Priya Shah', timestamp: sentAt });
      expect((await post(body)).statusCode).toBe(200);
      const lead = await app.repositories.leads.byWhatsappNumber('447700900200');
      expect(lead).toMatchObject({ name: 'Priya Shah', email: null, source: 'whatsapp', status: 'new', whatsappOptedOutAt: null });
      expect(lead?.whatsappWindowClosesAt).toBe(new Date((sentAt + 24 * 3600) * 1000).toISOString());
      const conversation = await app.repositories.whatsappMessages.conversation(lead?.id ?? 0);
      expect(conversation).toEqual([expect.objectContaining({ direction: 'inbound', body: 'Do you tutor HESI?', status: 'received' })]);

      // Meta retries: the same message delivered again is stored once and makes no second lead.
      await post(body);
      expect(await app.repositories.whatsappMessages.conversation(lead?.id ?? 0)).toHaveLength(1);
      const leads = (await app.inject({ method: 'GET', url: '/api/marketing/leads?pageSize=100', headers: { cookie } })).json();
      expect(leads.items.filter((item: { whatsappNumber: string }) => item.whatsappNumber === '447700900200')).toHaveLength(1);
    });

    it('files a message from a known number under the lead that gave it on a form', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/service-requests',
        payload: { name: 'Known Person', email: 'known@example.com', phone: '+44 7700 900300', serviceType: 'tutoring', urgencyLevel: 'low', description: 'Help with NCLEX.', preferredContactMethod: 'whatsapp' },
      });
      await post(inboundEvent({ from: '447700900300', text: 'Hi, it is me' }));
      const lead = await app.repositories.leads.byWhatsappNumber('447700900300');
      expect(lead).toMatchObject({ email: 'known@example.com', name: 'Known Person' });
      expect((await app.repositories.whatsappMessages.conversation(lead?.id ?? 0)).map((message) => message.body)).toEqual(['Hi, it is me']);
    });

    it.each(['STOP', 'unsubscribe', ' Stop. '])('opts the lead out of campaigns on %j', async (text) => {
      const from = `4477009004${text.length}${text.charCodeAt(1) % 10}`;
      await post(inboundEvent({ from, text: 'Hello' }));
      expect((await app.repositories.leads.byWhatsappNumber(from))?.whatsappOptedOutAt).toBeNull();
      await post(inboundEvent({ from, text }));
      expect((await app.repositories.leads.byWhatsappNumber(from))?.whatsappOptedOutAt).toEqual(expect.any(String));
    });

    it('does not opt out on a sentence that merely contains stop', async () => {
      await post(inboundEvent({ from: '447700900499', text: 'Please do not stop sending TEAS tips' }));
      expect((await app.repositories.leads.byWhatsappNumber('447700900499'))?.whatsappOptedOutAt).toBeNull();
    });

    it.each(['START', ' start! '])('lifts an opt-out and records consent on %j, written by the person', async (text) => {
      const from = `44770090060${text.length}`;
      await app.inject({
        method: 'POST',
        url: '/api/service-requests',
        payload: { name: 'Starting Person', email: `start${text.length}@example.com`, phone: `+${from}`, serviceType: 'tutoring', urgencyLevel: 'low', description: 'Help with NCLEX.', preferredContactMethod: 'whatsapp' },
      });
      await post(inboundEvent({ from, text: 'STOP', timestamp: Math.floor(Date.now() / 1000) - 120 }));
      expect(await app.repositories.leads.byWhatsappNumber(from)).toMatchObject({ whatsappConsent: false, whatsappOptedOutAt: expect.any(String) });
      await post(inboundEvent({ from, text }));
      expect(await app.repositories.leads.byWhatsappNumber(from)).toMatchObject({ whatsappConsent: true, whatsappOptedOutAt: null, email: `start${text.length}@example.com` });
    });

    it('does not let an old START, delivered again after a later STOP, undo the STOP', async () => {
      const from = '447700900700';
      const earlier = Math.floor(Date.now() / 1000) - 600;
      const oldStart = inboundEvent({ from, text: 'START', timestamp: earlier });
      await post(oldStart);
      await post(inboundEvent({ from, text: 'STOP' }));
      // Meta delivers the old START again.
      await post(oldStart);
      expect((await app.repositories.leads.byWhatsappNumber(from))?.whatsappOptedOutAt).toEqual(expect.any(String));
    });

    it('opts out every lead with the number on STOP, so no campaign reaches the person through another lead', async () => {
      const from = '447700900800';
      for (const email of ['twin.one@example.com', 'twin.two@example.com']) {
        await app.inject({
          method: 'POST',
          url: '/api/service-requests',
          payload: { name: 'Twin', email, phone: `+${from}`, serviceType: 'tutoring', urgencyLevel: 'low', description: 'Help with NCLEX.', preferredContactMethod: 'whatsapp', whatsappConsent: true },
        });
      }
      await post(inboundEvent({ from, text: 'stop' }));
      const leads = (await app.inject({ method: 'GET', url: `/api/marketing/leads?q=${from}`, headers: { cookie } })).json();
      expect(leads.items.map((lead: { whatsappOptedOutAt: string | null }) => lead.whatsappOptedOutAt)).toEqual([expect.any(String), expect.any(String)]);
    });
  });
});

describe('webhook without its settings', () => {
  it('answers 501 and stores nothing', async () => {
    const app = await buildTestApp(await sharedDatabase('pglite'));
    try {
      const body = inboundEvent({ from: '447700900999', text: 'Hello' });
      const response = await app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) }, payload: body });
      expect(response.statusCode).toBe(501);
      expect(await app.repositories.leads.byWhatsappNumber('447700900999')).toBeNull();
    } finally {
      await app.close();
    }
  });
});
