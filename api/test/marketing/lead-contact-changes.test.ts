import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { leadContactChanges } from '../../src/db/schema';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

const booking = (email: string, phone: string) => ({
  name: 'Proposing Person',
  email,
  phone,
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'Please call me on my new number.',
  preferredContactMethod: 'phone',
});

describe.each(databaseKinds)('numbers proposed by forms, on the lead page, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: { cookie: string; id: number };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    staff = await signUpStaff(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A lead with the number `first`, and a pending change to each of `others`. */
  async function leadWithProposals(email: string, first: string, ...others: string[]) {
    for (const phone of [first, ...others]) {
      expect((await app.inject({ method: 'POST', url: '/api/service-requests', payload: booking(email, phone) })).statusCode).toBe(201);
    }
    const leads = await app.inject({ method: 'GET', url: `/api/marketing/leads?q=${encodeURIComponent(email)}`, headers: { cookie: staff.cookie } });
    const id = (leads.json() as { items: { id: number }[] }).items[0]!.id;
    const detail = await app.inject({ method: 'GET', url: `/api/marketing/leads/${id}`, headers: { cookie: staff.cookie } });
    return { id, detail: detail.json() as { lead: { phone: string; whatsappNumber: string }; pendingContactChanges: { id: number; phone: string; whatsappNumber: string }[] } };
  }
  const act = (leadId: number, changeId: number, action: 'accept' | 'dismiss', headers: Record<string, string> = { cookie: staff.cookie }) =>
    app.inject({ method: 'POST', url: `/api/marketing/leads/${leadId}/contact-changes/${changeId}/${action}`, headers });

  it("lists a lead's pending numbers, oldest first, one per number", async () => {
    const { detail } = await leadWithProposals('listed@example.com', '+1 202 555 0110', '+1 202 555 0111', '+1 (202) 555-0111', '+1 202 555 0112');
    expect(detail.lead).toMatchObject({ phone: '+1 202 555 0110', whatsappNumber: '12025550110' });
    expect(detail.pendingContactChanges.map((change) => change.phone)).toEqual(['+1 202 555 0111', '+1 202 555 0112']);
  });

  it("accepts a number: it becomes the lead's, the change leaves the list and records who took it", async () => {
    const { id, detail } = await leadWithProposals('accepted@example.com', '+1 202 555 0120', '+1 202 555 0188');
    const [change] = detail.pendingContactChanges;

    const response = await act(id, change!.id, 'accept');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, phone: '+1 202 555 0188', whatsappNumber: '12025550188', name: 'Proposing Person' });
    const after = (await app.inject({ method: 'GET', url: `/api/marketing/leads/${id}`, headers: { cookie: staff.cookie } })).json();
    expect(after.pendingContactChanges).toEqual([]);
    const [row] = await app.db.select().from(leadContactChanges).where(eq(leadContactChanges.id, change!.id));
    expect(row).toMatchObject({ status: 'accepted', resolvedBy: staff.id, resolvedAt: expect.any(Date) });

    // Answered once: a second click (another tab) is told it was already done.
    const again = await act(id, change!.id, 'dismiss');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This number was already accepted or dismissed' });
  });

  it('dismisses a number: the lead stays as it was', async () => {
    const { id, detail } = await leadWithProposals('dismissed@example.com', '+1 202 555 0130', '+1 202 555 0131');
    const response = await act(id, detail.pendingContactChanges[0]!.id, 'dismiss');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+1 202 555 0130', whatsappNumber: '12025550130' });
    const [row] = await app.db.select().from(leadContactChanges).where(eq(leadContactChanges.id, detail.pendingContactChanges[0]!.id));
    expect(row).toMatchObject({ status: 'dismissed', resolvedBy: staff.id });
  });

  it("answers 404 for a change of another lead or none, and 400 for ids that are not ids", async () => {
    const first = await leadWithProposals('first.owner@example.com', '+1 202 555 0140', '+1 202 555 0141');
    const second = await leadWithProposals('second.owner@example.com', '+1 202 555 0150');
    const changeId = first.detail.pendingContactChanges[0]!.id;
    expect((await act(second.id, changeId, 'accept')).statusCode).toBe(404);
    expect((await act(first.id, 2_147_483_647, 'accept')).json()).toEqual({ message: 'Contact change not found' });
    expect((await act(first.id, 99_999_999_999, 'dismiss')).statusCode).toBe(404);
    for (const bad of ['0', '-1', 'abc', '1.5']) {
      expect((await app.inject({ method: 'POST', url: `/api/marketing/leads/${first.id}/contact-changes/${bad}/accept`, headers: { cookie: staff.cookie } })).statusCode).toBe(400);
    }
    // Nothing was resolved along the way.
    const detail = (await app.inject({ method: 'GET', url: `/api/marketing/leads/${first.id}`, headers: { cookie: staff.cookie } })).json();
    expect(detail.pendingContactChanges).toHaveLength(1);
  });

  it('is for staff only, from our own origin', async () => {
    const { id, detail } = await leadWithProposals('guarded@example.com', '+1 202 555 0160', '+1 202 555 0161');
    const changeId = detail.pendingContactChanges[0]!.id;
    const student = await signUpStudent(app);
    expect((await act(id, changeId, 'accept', {})).statusCode).toBe(401);
    expect((await act(id, changeId, 'accept', { cookie: student.cookie })).statusCode).toBe(403);
    const forged = await act(id, changeId, 'accept', { cookie: staff.cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Cross-origin request refused' });
    const still = (await app.inject({ method: 'GET', url: `/api/marketing/leads/${id}`, headers: { cookie: staff.cookie } })).json();
    expect(still.lead.whatsappNumber).toBe('12025550160');
  });

  it('keeps to the staff rate limit', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_STAFF_PER_MINUTE: '2' });
    try {
      const cookie = (await signUpStaff(limited)).cookie;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/marketing/leads/1/contact-changes/2147483647/dismiss', headers: { cookie } })).statusCode);
      }
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
