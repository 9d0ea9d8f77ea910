import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

const staffEndpoints = [
  { method: 'GET', url: '/api/marketing/stats' },
  { method: 'GET', url: '/api/marketing/leads' },
  { method: 'GET', url: '/api/marketing/tutoring-inquiries' },
  { method: 'GET', url: '/api/marketing/service-requests' },
  { method: 'PATCH', url: '/api/marketing/leads/1', payload: { status: 'contacted' } },
  { method: 'POST', url: '/api/marketing/campaign', payload: { id: '1', name: 'Spring', message: 'Hello', targetAudience: 'all', status: 'draft' } },
  { method: 'POST', url: '/api/whatsapp/send', payload: { to: '15550100123', message: 'Hello', type: 'text' } },
] as const;

describe.each(databaseKinds)('staff endpoints on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;
  let studentCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    staffCookie = (await signUpStaff(app)).cookie;
    studentCookie = (await signUpStudent(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const submitInquiry = (email: string, subject: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Lead Person', email, subject, message: 'Tell me about sessions.' },
    });

  describe('access', () => {
    it.each(staffEndpoints)('$method $url answers 401 to a visitor', async (endpoint) => {
      const response = await app.inject({ ...endpoint });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
    });

    it.each(staffEndpoints)('$method $url answers 403 to a student', async (endpoint) => {
      const response = await app.inject({ ...endpoint, headers: { cookie: studentCookie } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Staff only' });
    });

    it('refuses a visitor before looking at the payload', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/whatsapp/send', payload: { nonsense: true } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/marketing/stats', () => {
    it('counts stored leads by status (zeros included) and by exam type', async () => {
      const before = (await app.inject({ method: 'GET', url: '/api/marketing/stats', headers: { cookie: staffCookie } })).json();
      await submitInquiry('stats-teas-1@example.com', 'TEAS Exam');
      await submitInquiry('stats-teas-2@example.com', 'TEAS Exam');
      await submitInquiry('stats-hesi@example.com', 'HESI A2 Exam');
      await submitInquiry('stats-none@example.com', 'General Inquiry');
      const leads = (await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staffCookie } })).json();
      const hesiLead = leads.items.find((lead: { email: string }) => lead.email === 'stats-hesi@example.com');
      await app.inject({
        method: 'PATCH',
        url: `/api/marketing/leads/${hesiLead.id}`,
        headers: { cookie: staffCookie },
        payload: { status: 'converted' },
      });

      const response = await app.inject({ method: 'GET', url: '/api/marketing/stats', headers: { cookie: staffCookie } });
      expect(response.statusCode).toBe(200);
      const stats = response.json();
      expect(Object.keys(stats).sort()).toEqual(['contacted', 'converted', 'enrolled', 'examTypes', 'interested', 'new', 'total']);
      expect(stats.total - before.total).toBe(4);
      expect(stats.new - before.new).toBe(3);
      expect(stats.converted - before.converted).toBe(1);
      expect(stats.enrolled).toBe(before.enrolled);
      expect(stats.examTypes.TEAS - (before.examTypes.TEAS ?? 0)).toBe(2);
      expect(stats.examTypes.HESI - (before.examTypes.HESI ?? 0)).toBe(1);
    });
  });

  describe('lists', () => {
    it('pages leads newest first with total, page and pageSize', async () => {
      for (const number of [1, 2, 3]) await submitInquiry(`paging-${number}@example.com`, 'TEAS Exam');
      const firstPage = await app.inject({ method: 'GET', url: '/api/marketing/leads?page=1&pageSize=2', headers: { cookie: staffCookie } });
      const secondPage = await app.inject({ method: 'GET', url: '/api/marketing/leads?page=2&pageSize=2', headers: { cookie: staffCookie } });

      expect(firstPage.statusCode).toBe(200);
      const first = firstPage.json();
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
      expect(first.items.map((lead: { email: string }) => lead.email)).toEqual(['paging-3@example.com', 'paging-2@example.com']);
      expect(secondPage.json().items[0].email).toBe('paging-1@example.com');
    });

    it('lists tutoring inquiries and service requests newest first', async () => {
      await submitInquiry('list-older@example.com', 'ATI Exam');
      await submitInquiry('list-newer@example.com', 'ATI Exam');
      const inquiries = await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries?pageSize=2', headers: { cookie: staffCookie } });
      expect(inquiries.json().items.map((item: { email: string }) => item.email)).toEqual(['list-newer@example.com', 'list-older@example.com']);

      const requests = await app.inject({ method: 'GET', url: '/api/marketing/service-requests', headers: { cookie: staffCookie } });
      expect(requests.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    });

    it.each(['page=0', 'pageSize=101', 'page=abc', 'pageSize=2.5', 'page=1e30'])('refuses ?%s with 400', async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/marketing/leads?${query}`, headers: { cookie: staffCookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Page( size)? must be/) });
    });
  });

  describe('PATCH /api/marketing/leads/:id', () => {
    it('changes the status and answers the lead', async () => {
      await submitInquiry('patch-me@example.com', 'GRE for Nursing');
      const leads = (await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staffCookie } })).json();
      const lead = leads.items.find((item: { email: string }) => item.email === 'patch-me@example.com');

      const response = await app.inject({
        method: 'PATCH',
        url: `/api/marketing/leads/${lead.id}`,
        headers: { cookie: staffCookie },
        payload: { status: 'enrolled' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: lead.id, email: 'patch-me@example.com', status: 'enrolled', examType: 'GRE' });
    });

    it('answers 404 for an unknown lead and 400 for a bad id or status', async () => {
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/api/marketing/leads/999999',
        headers: { cookie: staffCookie },
        payload: { status: 'contacted' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Lead not found' });

      const badId = await app.inject({ method: 'PATCH', url: '/api/marketing/leads/abc', headers: { cookie: staffCookie }, payload: { status: 'contacted' } });
      expect(badId.statusCode).toBe(400);
      const hugeId = await app.inject({ method: 'PATCH', url: '/api/marketing/leads/2147483648', headers: { cookie: staffCookie }, payload: { status: 'contacted' } });
      expect(hugeId.statusCode).toBe(404);
      expect(hugeId.json()).toEqual({ message: 'Lead not found' });
      const badStatus = await app.inject({ method: 'PATCH', url: '/api/marketing/leads/1', headers: { cookie: staffCookie }, payload: { status: 'vip' } });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json()).toEqual({ message: 'Please select a lead status', fieldErrors: { status: ['Please select a lead status'] } });
    });
  });

  describe('WhatsApp sending (not configured yet)', () => {
    it('validates a manual message, then answers 501 with success false', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/send',
        headers: { cookie: staffCookie },
        payload: { to: '15550100123', message: 'Your TEAS session is confirmed.', type: 'text' },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({ success: false, error: 'WhatsApp sending is not configured yet' });
    });

    it('asks for both phone number and message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/whatsapp/send',
        headers: { cookie: staffCookie },
        payload: { to: '', message: '', type: 'text' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter both phone number and message');
    });

    it('validates a campaign, then answers 501 with success false', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/marketing/campaign',
        headers: { cookie: staffCookie },
        payload: { id: Date.now().toString(), name: 'Spring TEAS', message: 'New TEAS packages: call us.', targetAudience: 'new_leads', status: 'draft' },
      });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({ success: false, error: 'WhatsApp sending is not configured yet' });
    });

    it('asks for campaign name and message, and an audience from the list', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/marketing/campaign',
        headers: { cookie: staffCookie },
        payload: { id: '1', name: ' ', message: '', targetAudience: 'everyone', status: 'draft' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter campaign name and message',
        fieldErrors: {
          name: ['Please enter campaign name and message'],
          message: ['Please enter campaign name and message'],
          targetAudience: ['Please select a target audience'],
        },
      });
    });
  });
});
