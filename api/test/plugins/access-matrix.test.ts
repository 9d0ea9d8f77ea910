import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { whatsappNotConfigured } from '@nurseprep/contracts';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

type Role = 'visitor' | 'student' | 'staff';
const roles: Role[] = ['visitor', 'student', 'staff'];

interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  payload?: () => object;
  /** The exact status each role gets. */
  expected: Record<Role, number>;
}

const everyone = (status: number): Record<Role, number> => ({ visitor: status, student: status, staff: status });
const signedIn = (status: number): Record<Role, number> => ({ visitor: 401, student: status, staff: status });
const staffOnly = (status: number): Record<Role, number> => ({ visitor: 401, student: 403, staff: status });

const inquiry = () => ({ name: 'Matrix Person', email: 'matrix@example.com', subject: 'TEAS Exam', message: 'Who may do what?' });
const serviceRequest = () => ({
  name: 'Matrix Person',
  email: 'matrix@example.com',
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'Help with pharmacology.',
  preferredContactMethod: 'email',
});

/** The one entry of the study documents index the matrix's files folder has. */
const studyDocument = {
  id: 'teas-planner',
  title: 'TEAS Planner',
  description: 'Eight weeks.',
  collection: 'free',
  format: 'pdf',
  type: 'Free Resource',
  exams: ['teas'],
  subjects: [],
  schools: [],
  courses: [],
  topics: [],
  premium: false,
  verified: true,
  url: '/resources/free/teas-planner.pdf',
  assetPath: null,
  fileName: 'TEAS Planner.pdf',
  pages: 1,
  bytes: 16,
  excerpt: 'Eight weeks.',
};

/** Every route the server has, by what each kind of caller gets from it. */
function endpoints(
  leadId: number,
  loginAccount: { username: string; password: string },
  practice: { attemptId: string; questionId: string },
  contactChanges: { toAccept: number; toDismiss: number },
): Endpoint[] {
  const attempt = `/api/practice/attempts/${practice.attemptId}`;
  return [
    { method: 'GET', url: '/api/health', expected: everyone(200) },
    { method: 'GET', url: '/api/site-config', expected: everyone(200) },
    { method: 'GET', url: '/api/docs', expected: everyone(200) },
    { method: 'GET', url: '/api/docs/json', expected: everyone(200) },
    { method: 'GET', url: '/api/docs/yaml', expected: everyone(200) },
    // A visitor gets 200 with null (the body is checked in auth.test.ts).
    { method: 'GET', url: '/api/auth/user', expected: everyone(200) },
    // The same 202 whoever asks, and whether or not an account uses the address.
    { method: 'POST', url: '/api/auth/password-reset/request', payload: () => ({ email: 'matrix@example.com' }), expected: everyone(202) },
    // Links work without a session; a made-up token is refused alike for everyone (the flows: account-email.test.ts).
    {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: () => ({ token: 'M'.repeat(43), password: 'matrix password', confirmPassword: 'matrix password' }),
      expected: everyone(400),
    },
    { method: 'POST', url: '/api/auth/email-verification', payload: () => ({ token: 'M'.repeat(43) }), expected: everyone(400) },
    // Staff made by the command have a verified address: nothing to resend.
    { method: 'POST', url: '/api/auth/email-verification/resend', expected: { visitor: 401, student: 202, staff: 409 } },
    { method: 'POST', url: '/api/tutoring-inquiries', payload: inquiry, expected: everyone(201) },
    { method: 'POST', url: '/api/service-requests', payload: serviceRequest, expected: everyone(201) },
    { method: 'POST', url: '/api/newsletter-subscriptions', payload: () => ({ email: 'matrix@example.com' }), expected: everyone(201) },
    // Email links: anyone holding the link's token (here unknown ones, so 400 for all: no sign-in involved).
    { method: 'POST', url: '/api/newsletter/confirm', payload: () => ({ token: 'a'.repeat(43) }), expected: everyone(400) },
    { method: 'POST', url: '/api/newsletter/unsubscribe', payload: () => ({ token: '0'.repeat(32) }), expected: everyone(400) },
    { method: 'POST', url: '/api/whatsapp-consent/confirm', payload: () => ({ token: 'a'.repeat(43) }), expected: everyone(400) },
    { method: 'GET', url: '/api/exam-types', expected: everyone(200) },
    { method: 'GET', url: '/api/exam-types/teas/study-materials', expected: everyone(200) },
    { method: 'GET', url: '/api/school-types', expected: everyone(200) },
    { method: 'GET', url: '/api/school-types/chamberlain/study-materials', expected: everyone(200) },
    { method: 'GET', url: '/api/blog-posts', expected: everyone(200) },
    { method: 'GET', url: '/api/blog-posts/hesi-vs-teas', expected: everyone(200) },
    { method: 'GET', url: '/api/testimonials', expected: everyone(200) },
    { method: 'GET', url: '/api/documents?exam=teas', expected: everyone(200) },
    { method: 'GET', url: '/api/documents/teas-planner', expected: everyone(200) },
    { method: 'GET', url: '/api/marketing/stats', expected: staffOnly(200) },
    { method: 'GET', url: '/api/marketing/leads', expected: staffOnly(200) },
    { method: 'GET', url: '/api/marketing/tutoring-inquiries', expected: staffOnly(200) },
    { method: 'GET', url: '/api/marketing/service-requests', expected: staffOnly(200) },
    { method: 'GET', url: '/api/marketing/newsletter-subscriptions', expected: staffOnly(200) },
    { method: 'GET', url: '/api/marketing/newsletter-subscriptions.csv', expected: staffOnly(200) },
    { method: 'PATCH', url: `/api/marketing/leads/${leadId}`, payload: () => ({ status: 'contacted' }), expected: staffOnly(200) },
    {
      method: 'POST',
      url: '/api/marketing/campaign',
      payload: () => ({ id: '1', name: 'Spring', message: 'Hello', targetAudience: 'all', status: 'draft' }),
      // Sending comes with the staff dashboard issue: until then staff get 501 with success false.
      expected: staffOnly(501),
    },
    { method: 'GET', url: '/api/marketing/campaigns', expected: staffOnly(200) },
    { method: 'GET', url: `/api/marketing/leads/${leadId}`, expected: staffOnly(200) },
    { method: 'POST', url: `/api/marketing/leads/${leadId}/messages`, payload: () => ({ message: 'Hello' }), expected: staffOnly(501) },
    { method: 'POST', url: `/api/marketing/leads/${leadId}/contact-changes/${contactChanges.toAccept}/accept`, expected: staffOnly(200) },
    { method: 'POST', url: `/api/marketing/leads/${leadId}/contact-changes/${contactChanges.toDismiss}/dismiss`, expected: staffOnly(200) },
    { method: 'PATCH', url: '/api/marketing/tutoring-inquiries/1', payload: () => ({ contacted: true }), expected: staffOnly(204) },
    { method: 'PATCH', url: '/api/marketing/service-requests/1', payload: () => ({ status: 'contacted' }), expected: staffOnly(204) },
    { method: 'GET', url: '/api/whatsapp/status', expected: staffOnly(200) },
    // Meta's webhook: no session; unconfigured here, so 501 for everyone (signatures: test/whatsapp/webhook.test.ts).
    { method: 'GET', url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1', expected: everyone(501) },
    { method: 'POST', url: '/api/whatsapp/webhook', payload: () => ({ object: 'whatsapp_business_account' }), expected: everyone(501) },
    { method: 'POST', url: '/api/whatsapp/send', payload: () => ({ to: '12025550123', message: 'Hello', type: 'text' }), expected: staffOnly(501) },
    { method: 'GET', url: '/attached_assets/teas/TEAS%20Guide.pdf', expected: signedIn(200) },
    { method: 'GET', url: '/documents/pharmacology.pdf', expected: signedIn(200) },
    { method: 'GET', url: '/resources/free/teas-planner.pdf', expected: everyone(200) },
    { method: 'GET', url: '/api/practice/banks', expected: everyone(200) },
    { method: 'POST', url: '/api/practice/attempts', payload: () => ({ bank: 'hesi', mode: 'practice', count: 2 }), expected: everyone(201) },
    { method: 'GET', url: '/api/practice/attempts', expected: signedIn(200) },
    { method: 'POST', url: '/api/practice/attempts/claim', payload: () => ({ attempts: [] }), expected: signedIn(200) },
    { method: 'GET', url: '/api/practice/progress', expected: signedIn(200) },
    // Another student's attempt: nobody else learns it exists, staff included (404, never 403).
    { method: 'GET', url: attempt, expected: everyone(404) },
    { method: 'PUT', url: `${attempt}/responses/${practice.questionId}`, payload: () => ({ flagged: true }), expected: everyone(404) },
    { method: 'POST', url: `${attempt}/sections/next`, expected: everyone(404) },
    { method: 'POST', url: `${attempt}/submit`, expected: everyone(404) },
    { method: 'GET', url: `${attempt}/results`, expected: everyone(404) },
    { method: 'GET', url: '/api/staff/practice/summary', expected: staffOnly(200) },
    { method: 'GET', url: '/api/flashcards/decks', expected: everyone(200) },
    { method: 'GET', url: '/api/flashcards/decks?exam=gre', expected: everyone(400) },
    { method: 'GET', url: '/api/flashcards/decks/fixture-drugs', expected: everyone(200) },
    { method: 'GET', url: '/api/flashcards/decks/astrology', expected: everyone(404) },
    // Personal: each account sees only its own state and plans (the owner's rows never show: flashcards.test.ts).
    { method: 'GET', url: '/api/flashcards/decks/fixture-drugs/reviews', expected: signedIn(200) },
    { method: 'GET', url: '/api/flashcards/due', expected: signedIn(200) },
    { method: 'POST', url: '/api/flashcards/reviews', payload: () => ({ cardId: 'fixture-drugs-002', rating: 3 }), expected: signedIn(200) },
    { method: 'POST', url: '/api/flashcards/reviews', payload: () => ({ cardId: 'fixture-drugs-002', rating: 9 }), expected: signedIn(400) },
    {
      method: 'POST',
      url: '/api/flashcards/reviews/merge',
      payload: () => ({ reviews: [{ cardId: 'fixture-drugs-003', rating: 2, reviewedAt: '2026-11-20T08:00:00.000Z' }] }),
      expected: signedIn(200),
    },
    // The owner saved a TEAS plan; nobody else has one (404), and the NCLEX plan each role saves is its own.
    { method: 'GET', url: '/api/study-plans/teas', expected: signedIn(404) },
    { method: 'PUT', url: '/api/study-plans/nclex', payload: () => ({ examDate: '2027-03-01', hoursPerWeek: 6, completed: [] }), expected: signedIn(200) },
    { method: 'GET', url: '/api/study-plans/nclex', expected: signedIn(200) },
    { method: 'GET', url: '/api/study-plans/pharmacology', expected: signedIn(400) },
    // Last, as they replace or revoke the session the other rows use.
    { method: 'POST', url: '/api/auth/sign-out-everywhere', expected: signedIn(204) },
    { method: 'POST', url: '/api/auth/signup', payload: () => newAccount(), expected: everyone(201) },
    { method: 'POST', url: '/api/auth/login', payload: () => loginAccount, expected: everyone(200) },
    { method: 'POST', url: '/api/auth/logout', expected: everyone(204) },
  ];
}

describe.each(databaseKinds)('access matrix on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let filesDir: string;
  let rows: Endpoint[];

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-matrix-'));
    for (const folder of ['attached_assets/teas', 'documents', 'free']) mkdirSync(path.join(filesDir, folder), { recursive: true });
    writeFileSync(path.join(filesDir, 'attached_assets/teas', 'TEAS Guide.pdf'), '%PDF-1.4 teas');
    writeFileSync(path.join(filesDir, 'documents', 'pharmacology.pdf'), '%PDF-1.4 pharmacology');
    writeFileSync(path.join(filesDir, 'free', 'teas-planner.pdf'), '%PDF-1.4 planner');
    writeFileSync(path.join(filesDir, 'documents-index.json'), JSON.stringify({ documents: [studyDocument] }));

    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { FILES_DIR: filesDir });
    const staff = await signUpStaff(app);
    await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: inquiry() });
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: serviceRequest() });
    // The lead takes the first number; the next two wait for staff.
    for (const phone of ['+1 202 555 0101', '+1 202 555 0102', '+1 202 555 0103']) {
      await app.inject({ method: 'POST', url: '/api/service-requests', payload: { ...serviceRequest(), phone } });
    }
    const leads = await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staff.cookie } });
    const leadId = (leads.json() as { items: { id: number }[] }).items[0]?.id;
    if (leadId === undefined) throw new Error('no lead was stored');
    const detail = await app.inject({ method: 'GET', url: `/api/marketing/leads/${leadId}`, headers: { cookie: staff.cookie } });
    const [toAccept, toDismiss] = (detail.json() as { pendingContactChanges: { id: number }[] }).pendingContactChanges.map((change) => change.id);
    if (toAccept === undefined || toDismiss === undefined) throw new Error('no contact changes were stored');
    const loginAccount = (await signUpStudent(app)).account;
    const owner = await signUpStudent(app);
    const started = await app.inject({
      method: 'POST',
      url: '/api/practice/attempts',
      headers: { cookie: owner.cookie },
      payload: { bank: 'teas', mode: 'section-quiz', section: 'reading', count: 2 },
    });
    await app.inject({ method: 'POST', url: '/api/flashcards/reviews', headers: { cookie: owner.cookie }, payload: { cardId: 'fixture-drugs-001', rating: 3 } });
    await app.inject({
      method: 'PUT',
      url: '/api/study-plans/teas',
      headers: { cookie: owner.cookie },
      payload: { examDate: '2027-01-19', hoursPerWeek: 10, completed: ['w1'] },
    });
    const practiceAttempt = (started.json() as { attempt?: { id: string; questions: { id: string }[] } }).attempt;
    if (!practiceAttempt) throw new Error(`no practice attempt: ${started.body}`);
    rows = endpoints(
      leadId,
      { username: loginAccount.username, password: loginAccount.password },
      { attemptId: practiceAttempt.id, questionId: practiceAttempt.questions[0]!.id },
      { toAccept, toDismiss },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it.each(roles)('gives a %s exactly the status the matrix says on every route', async (role) => {
    const cookie = role === 'visitor' ? undefined : role === 'staff' ? (await signUpStaff(app)).cookie : (await signUpStudent(app)).cookie;
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const row of rows) {
      const request: InjectOptions = { method: row.method, url: row.url, headers: cookie ? { cookie } : {} };
      if (row.payload) request.payload = row.payload();
      const response = await app.inject(request);
      seen[`${row.method} ${row.url}`] = response.statusCode;
      expected[`${row.method} ${row.url}`] = row.expected[role];
      if (response.statusCode === 401) expect(response.json()).toEqual({ message: 'Not signed in' });
      if (response.statusCode === 403) expect(response.json()).toEqual({ message: 'Staff only' });
      if (response.statusCode === 501 && !row.url.startsWith('/api/whatsapp/webhook')) expect(response.json()).toEqual({ success: false, error: whatsappNotConfigured });
    }
    expect(seen).toEqual(expected);
  });
});
