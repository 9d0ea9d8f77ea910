import type { FastifyInstance } from 'fastify';
import { startFakeGraph, whatsappEnvironment, type FakeGraph } from '../helpers/fake-graph';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

jest.setTimeout(120_000);

interface CampaignRow {
  id: number;
  status: string;
  recipients: Record<string, number>;
  skipped: Record<string, number>;
}

describe.each(databaseKinds)('campaigns on %s', (kind) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let app: FastifyInstance;
  let cookie: string;
  let run = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    graph = await startFakeGraph();
    app = await buildTestApp(database, whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: '10' }));
    cookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
    await database?.close();
  });

  /** A lead as a form makes it, then moved to `status` by staff. */
  async function lead(tag: string, { phone, consent, status = 'new' }: { phone: string | null; consent: boolean; status?: string }) {
    await app.repositories.leadContacts.recordFormContact({ name: `Lead ${tag}`, email: `${tag}@example.com`, phone, examType: 'TEAS', source: 'service-request', whatsappConsent: consent });
    const leads = (await app.inject({ method: 'GET', url: '/api/marketing/leads?pageSize=100', headers: { cookie } })).json();
    const found = leads.items.find((item: { email: string }) => item.email === `${tag}@example.com`);
    if (status !== 'new') await app.inject({ method: 'PATCH', url: `/api/marketing/leads/${found.id}`, headers: { cookie }, payload: { status } });
    return found as { id: number };
  }

  const campaign = (targetAudience: string, name = `Campaign ${(run += 1)}`) =>
    app.inject({ method: 'POST', url: '/api/marketing/campaign', headers: { cookie }, payload: { id: String(Date.now()), name, message: 'New TEAS class on Monday.\nCall (202) 555-0123.', targetAudience, status: 'draft' } });

  async function finished(campaignId: number): Promise<CampaignRow> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const list = (await app.inject({ method: 'GET', url: '/api/marketing/campaigns?pageSize=100', headers: { cookie } })).json();
      const found = list.items.find((item: CampaignRow) => item.id === campaignId) as CampaignRow;
      if (found.status === 'sent' || found.status === 'failed') return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`campaign ${campaignId} did not finish`);
  }

  it('reaches only the audience’s leads with a number who agreed and did not opt out, says who was skipped and why, and finishes', async () => {
    const tag = `${kind}-a`;
    await lead(`${tag}-yes1`, { phone: '+1 202 555 1001', consent: true });
    await lead(`${tag}-yes2`, { phone: '12025551002', consent: true });
    await lead(`${tag}-nophone`, { phone: null, consent: true });
    await lead(`${tag}-noconsent`, { phone: '12025551003', consent: false });
    await lead(`${tag}-enrolled`, { phone: '12025551004', consent: true, status: 'enrolled' });
    const optedOut = await lead(`${tag}-stop`, { phone: '12025551005', consent: true });
    await app.repositories.leads.recordInboundContact({ whatsappNumber: '12025551005', name: '', receivedAt: new Date(), optOut: true });
    expect((await app.repositories.leads.byId(optedOut.id))?.whatsappOptedOutAt).not.toBeNull();

    const before = graph.received.length;
    const response = await campaign('new_leads');
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({ success: true, campaignId: expect.any(Number), queued: 2, skipped: { noPhone: expect.any(Number), noConsent: expect.any(Number), optedOut: 1 } });
    expect(answer.skipped.noPhone).toBeGreaterThanOrEqual(1);
    expect(answer.skipped.noConsent).toBeGreaterThanOrEqual(1);

    const done = await finished(answer.campaignId);
    expect(done).toMatchObject({ status: 'sent', recipients: { queued: 0, sending: 0, sent: 2, failed: 0 } });
    const sent = graph.received.slice(before);
    expect(sent.map((message) => message.to).sort()).toEqual(['12025551001', '12025551002']);
    expect(sent[0]).toMatchObject({ type: 'template', template: { name: 'nurseprep_update', language: 'en_US' }, body: 'New TEAS class on Monday. Call (202) 555-0123.' });
  });

  it('sends the students audience to enrolled and converted leads only', async () => {
    const before = graph.received.length;
    await lead(`${kind}-b-converted`, { phone: '12025552001', consent: true, status: 'converted' });
    const answer = (await campaign('students')).json();
    await finished(answer.campaignId);
    const numbers = graph.received.slice(before).map((message) => message.to);
    expect(numbers).toContain('12025552001');
    expect(numbers).toContain('12025551004');
    expect(numbers).not.toContain('12025551001');
  });

  it('answers 422 naming the reasons when nobody in the audience can be reached, and stores no campaign', async () => {
    const listBefore = (await app.inject({ method: 'GET', url: '/api/marketing/campaigns', headers: { cookie } })).json();
    const response = await campaign('engaged');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ success: false, error: expect.stringMatching(/^No lead in this audience can receive WhatsApp campaigns: \d+ without a phone number/), queued: 0 });
    const listAfter = (await app.inject({ method: 'GET', url: '/api/marketing/campaigns', headers: { cookie } })).json();
    expect(listAfter.total).toBe(listBefore.total);
  });

  it('keeps to the configured rate, marks a recipient Graph refuses as failed, and never sends one lead twice', async () => {
    const numbers = Array.from({ length: 12 }, (_unused, index) => `1202555${3100 + index}`);
    for (const [index, number] of numbers.entries()) await lead(`${kind}-c-${index}`, { phone: number, consent: true, status: 'interested' });
    graph.failFor(numbers[0] ?? '', 131050);
    const before = graph.received.length;
    const answer = (await campaign('engaged')).json();
    expect(answer.queued).toBe(12);
    const done = await finished(answer.campaignId);
    expect(done).toMatchObject({ status: 'sent', recipients: { sent: 11, failed: 1, queued: 0, sending: 0 } });

    const sent = graph.received.slice(before);
    expect(new Set(sent.map((message) => message.to)).size).toBe(sent.length);
    // 10 a second: 11 accepted sends (plus the refused one) span at least a second.
    const times = sent.map((message) => message.at);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(900);
  });
});
