import type { FastifyInstance } from 'fastify';
import { whatsappWindowClosedMessage } from '@nurseprep/contracts';
import { inboundEvent, signatureOf, startFakeGraph, whatsappEnvironment, type FakeGraph } from '../helpers/fake-graph';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('the leads inbox on %s', (kind) => {
  let database: TestDatabase;
  let graph: FakeGraph;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    graph = await startFakeGraph();
    app = await buildTestApp(database, whatsappEnvironment(graph));
    cookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
    await database?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const inbound = (from: string, text: string) => {
    const body = inboundEvent({ from, text, name: 'Inbox Person' });
    return app.inject({ method: 'POST', url: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) }, payload: body });
  };

  it('searches by name, email or phone and filters by status and exam type', async () => {
    await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: { name: 'Florence Search', email: 'florence.search@example.com', subject: 'TEAS Exam', message: 'Reading section help.' } });
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: { name: 'Clara Search', email: 'clara@example.com', phone: '+1 (202) 555-0161', serviceType: 'tutoring', urgencyLevel: 'low', description: 'Pharmacology please.', preferredContactMethod: 'phone' } });
    expect((await get('/api/marketing/leads?q=florence')).json().items.map((lead: { name: string }) => lead.name)).toEqual(['Florence Search']);
    expect((await get('/api/marketing/leads?q=CLARA%40example')).json().items.map((lead: { name: string }) => lead.name)).toEqual(['Clara Search']);
    expect((await get('/api/marketing/leads?q=555-0161')).json().items.map((lead: { name: string }) => lead.name)).toEqual(['Clara Search']);
    expect((await get('/api/marketing/leads?q=search&examType=TEAS')).json().items.map((lead: { name: string }) => lead.name)).toEqual(['Florence Search']);
    expect((await get('/api/marketing/leads?q=search&status=converted')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get('/api/marketing/leads?q=100%25')).json().total).toBe(0);
    expect((await get('/api/marketing/leads?status=vip')).statusCode).toBe(400);
  });

  it('shows a lead with every form it sent and its conversation; forms can be marked contacted', async () => {
    await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: { name: 'Mary Forms', email: 'Mary.Forms@example.com', subject: 'HESI A2 Exam', message: 'When do groups start?' } });
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: { name: 'Mary Forms', email: 'mary.forms@example.com', phone: '12025550162', serviceType: 'exam-prep', urgencyLevel: 'high', description: 'HESI in two weeks.', preferredContactMethod: 'whatsapp' } });
    await inbound('12025550162', 'Hi, is there a class on Monday?');
    const lead = (await get('/api/marketing/leads?q=mary.forms')).json().items[0];
    const detail = (await get(`/api/marketing/leads/${lead.id}`)).json();
    expect(detail.lead).toMatchObject({ email: 'mary.forms@example.com', whatsappNumber: '12025550162', whatsappOptedOutAt: null });
    expect(detail.tutoringInquiries).toEqual([expect.objectContaining({ subject: 'HESI A2 Exam', contacted: false })]);
    expect(detail.serviceRequests).toEqual([expect.objectContaining({ serviceType: 'exam-prep', status: 'pending' })]);
    expect(detail.messages).toEqual([expect.objectContaining({ direction: 'inbound', body: 'Hi, is there a class on Monday?' })]);

    const inquiryId = detail.tutoringInquiries[0].id;
    const requestId = detail.serviceRequests[0].id;
    expect((await app.inject({ method: 'PATCH', url: `/api/marketing/tutoring-inquiries/${inquiryId}`, headers: { cookie }, payload: { contacted: true } })).statusCode).toBe(204);
    expect((await app.inject({ method: 'PATCH', url: `/api/marketing/service-requests/${requestId}`, headers: { cookie }, payload: { status: 'contacted' } })).statusCode).toBe(204);
    const after = (await get(`/api/marketing/leads/${lead.id}`)).json();
    expect(after.tutoringInquiries[0].contacted).toBe(true);
    expect(after.serviceRequests[0].status).toBe('contacted');
    expect((await app.inject({ method: 'PATCH', url: '/api/marketing/service-requests/999999', headers: { cookie }, payload: { status: 'contacted' } })).statusCode).toBe(404);
    expect((await get('/api/marketing/leads/999999')).statusCode).toBe(404);
  });

  it('replies in free text inside the 24-hour window and refuses outside it', async () => {
    await inbound('12025550163', 'Can you call me?');
    const lead = (await get('/api/marketing/leads?q=2025550163')).json().items[0];
    const reply = await app.inject({ method: 'POST', url: `/api/marketing/leads/${lead.id}/messages`, headers: { cookie }, payload: { message: 'Yes, at 3 pm.' } });
    expect(reply.statusCode).toBe(200);
    expect(graph.received.at(-1)).toMatchObject({ to: '12025550163', type: 'text', body: 'Yes, at 3 pm.' });
    const detail = (await get(`/api/marketing/leads/${lead.id}`)).json();
    expect(detail.messages.map((message: { direction: string; status: string }) => `${message.direction}:${message.status}`)).toEqual(['inbound:received', 'outbound:accepted']);

    await app.inject({ method: 'POST', url: '/api/service-requests', payload: { name: 'Quiet Person', email: 'quiet@example.com', phone: '12025550164', serviceType: 'tutoring', urgencyLevel: 'low', description: 'Never wrote on WhatsApp.', preferredContactMethod: 'email' } });
    const quiet = (await get('/api/marketing/leads?q=quiet%40')).json().items[0];
    const refused = await app.inject({ method: 'POST', url: `/api/marketing/leads/${quiet.id}/messages`, headers: { cookie }, payload: { message: 'Hello' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: whatsappWindowClosedMessage });
  });
});
