import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  campaignSchema,
  createAttemptRequestSchema,
  emailVerificationSchema,
  flashcardMergeRequestSchema,
  flashcardReviewRequestSchema,
  idParamsSchema,
  leadStatusUpdateSchema,
  loginSchema,
  newsletterConfirmRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  saveResponseRequestSchema,
  serviceRequestSchema,
  signupSchema,
  studyPlanRequestSchema,
  tutoringInquirySchema,
  whatsappConsentConfirmRequestSchema,
  whatsappMessageSchema,
} from '@nurseprep/contracts';
import { fuzzRuns } from '../helpers/fuzz-runs';
import { buildTestApp, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';
import {
  acceptedByContract,
  malformedBody,
  malformationKinds,
  oneBodyOfEachKind,
  parsedJsonBody,
  type RawBody,
} from './malformed-requests';
import { snapshotTables, tableNames, type TableSnapshot } from './table-snapshot';

/**
 * Malformed bodies per endpoint and role: 2,000 each with API_FUZZ_RUNS=full, enough to reach every malformation
 * family many times; 200 otherwise. Either way the first ones are one body of each family.
 */
const RUNS = fuzzRuns({ full: 2_000, quick: 200 });

// With the full counts, about a minute and a half on an idle two-core machine; more when other suites share the cores.
jest.setTimeout(240_000);

interface EndpointCase {
  title: string;
  method: 'POST' | 'PATCH' | 'PUT';
  url: string;
  as: 'visitor' | 'staff';
  /** A valid body the malformed ones are made from. */
  template: Record<string, unknown>;
  /** The contract the endpoint validates with: bodies it accepts are valid by chance and left out. */
  schema: z.ZodType;
  /** Also reads form bodies (the one-click unsubscribe): those are refused as unreadable (400), not as the wrong type (415). */
  readsForms?: boolean;
}

const signup = {
  username: 'nurse_ada',
  email: 'ada@example.com',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'HESI',
};
const login = { username: 'nurse_ada', password: 'correct horse' };
const passwordResetRequest = { email: 'ada@example.com' };
const passwordReset = { token: 'q3Hn8xW0bT5vYc2LkR7mPz9sUe4Ad6Fg1Jo_Ni-KhVw', password: 'a new password', confirmPassword: 'a new password' };
const emailVerification = { token: 'q3Hn8xW0bT5vYc2LkR7mPz9sUe4Ad6Fg1Jo_Ni-KhVw' };
const tutoringInquiry = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'TEAS Exam', message: 'Please help me prepare for the TEAS.' };
const serviceRequest = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '15550100123',
  serviceType: 'exam-prep',
  urgencyLevel: 'high',
  budget: '200-500',
  description: 'I need a four-week plan for the HESI A2.',
  additionalRequirements: 'Evenings only',
  preferredContactMethod: 'whatsapp',
};
const whatsappMessage = { to: '15550100123', message: 'Hello from NursePrep Academy', type: 'text' };
const flashcardReview = { cardId: 'fixture-drugs-001', rating: 3 };
const flashcardMerge = { reviews: [{ cardId: 'fixture-drugs-002', rating: 4, reviewedAt: '2026-11-20T08:00:00.000Z' }] };
const studyPlan = { examDate: '2027-01-19', hoursPerWeek: 10, completed: ['w1-reading'] };
const campaign = { id: '1717171717171', name: 'Spring TEAS', message: 'Call us at 555-0100', targetAudience: 'new_leads', status: 'draft' };
const practiceStart = { bank: 'hesi', mode: 'timed-set', categories: ['math'], count: 2, exclude: ['hesi-math-001'] };
const practiceAnswer = { response: { kind: 'choice', selected: ['a'] }, flagged: true };
/** A well-formed email link token that names nothing stored. */
const emailLink = { token: 'Zm9yZ2VkLWxpbmstdG9rZW4tdGhhdC1uYW1lcy1ub3RoaW5n' };

function inject(app: FastifyInstance, method: 'POST' | 'PATCH' | 'PUT', url: string, body: RawBody, cookie: string | undefined) {
  return app.inject({
    method,
    url,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/;

/** A client error in the one error shape: 4xx with a message (never a 5xx, never a stack or SQL). */
function expectClientError(response: { statusCode: number; body: string }, body: RawBody, readsForms = false): void {
  if (response.statusCode < 400 || response.statusCode >= 500) {
    throw new Error(`${body.kind} body answered ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  const answer = JSON.parse(response.body) as unknown;
  expect(answer).toEqual(expect.objectContaining({ message: expect.any(String) }));
  // Only JSON is read: any other content type is refused as such, whatever the body says.
  if (body.kind === 'wrong content type') expect(response.statusCode).toBe(readsForms && formContentType.test(body.contentType) ? 400 : 415);
}

// A malformed body is refused before any query runs, so one database shows it as well as two; the embedded
// one is the default every instance starts with. (Everything that does reach the database runs on both.)
describe.each(['pglite'] as const)('malformed bodies on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;
  let leadId: number;
  let practiceAnswerUrl: string;
  let tables: string[];
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Thousands of requests from one address in a minute: the limits are raised so every body reaches validation.
    app = await buildTestApp(database, { RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_FORMS_PER_MINUTE: '100000' });
    staffCookie = (await signUpStaff(app)).cookie;
    const inquiry = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: tutoringInquiry });
    expect(inquiry.statusCode).toBe(201);
    const leads = await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staffCookie } });
    leadId = (leads.json() as { items: { id: number }[] }).items[0]!.id;
    const started = await app.inject({ method: 'POST', url: '/api/practice/attempts', headers: { cookie: staffCookie }, payload: practiceStart });
    const attempt = (started.json() as { attempt: { id: string; questions: { id: string }[] } }).attempt;
    practiceAnswerUrl = `/api/practice/attempts/${attempt.id}/responses/${attempt.questions[0]!.id}`;
    tables = await tableNames(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const cases = (): EndpointCase[] => [
    { title: 'POST /api/auth/signup', method: 'POST', url: '/api/auth/signup', as: 'visitor', template: signup, schema: signupSchema },
    { title: 'POST /api/auth/login', method: 'POST', url: '/api/auth/login', as: 'visitor', template: login, schema: loginSchema },
    {
      title: 'POST /api/auth/password-reset/request',
      method: 'POST',
      url: '/api/auth/password-reset/request',
      as: 'visitor',
      template: passwordResetRequest,
      schema: passwordResetRequestSchema,
    },
    { title: 'POST /api/auth/password-reset', method: 'POST', url: '/api/auth/password-reset', as: 'visitor', template: passwordReset, schema: passwordResetSchema },
    { title: 'POST /api/auth/email-verification', method: 'POST', url: '/api/auth/email-verification', as: 'visitor', template: emailVerification, schema: emailVerificationSchema },
    { title: 'POST /api/tutoring-inquiries', method: 'POST', url: '/api/tutoring-inquiries', as: 'visitor', template: tutoringInquiry, schema: tutoringInquirySchema },
    { title: 'POST /api/service-requests', method: 'POST', url: '/api/service-requests', as: 'visitor', template: serviceRequest, schema: serviceRequestSchema },
    { title: 'POST /api/whatsapp/send', method: 'POST', url: '/api/whatsapp/send', as: 'staff', template: whatsappMessage, schema: whatsappMessageSchema },
    { title: 'POST /api/whatsapp/send', method: 'POST', url: '/api/whatsapp/send', as: 'visitor', template: whatsappMessage, schema: whatsappMessageSchema },
    { title: 'POST /api/marketing/campaign', method: 'POST', url: '/api/marketing/campaign', as: 'staff', template: campaign, schema: campaignSchema },
    { title: 'POST /api/marketing/campaign', method: 'POST', url: '/api/marketing/campaign', as: 'visitor', template: campaign, schema: campaignSchema },
    { title: 'PATCH /api/marketing/leads/:id', method: 'PATCH', url: `/api/marketing/leads/${leadId}`, as: 'staff', template: { status: 'contacted' }, schema: leadStatusUpdateSchema },
    { title: 'POST /api/practice/attempts', method: 'POST', url: '/api/practice/attempts', as: 'visitor', template: practiceStart, schema: createAttemptRequestSchema },
    { title: 'PUT /api/practice/attempts/:id/responses/:questionId', method: 'PUT', url: practiceAnswerUrl, as: 'staff', template: practiceAnswer, schema: saveResponseRequestSchema },
    // Signed-in endpoints (staff are signed in): a malformed review, merge or plan stores nothing.
    { title: 'POST /api/flashcards/reviews', method: 'POST', url: '/api/flashcards/reviews', as: 'staff', template: flashcardReview, schema: flashcardReviewRequestSchema },
    { title: 'POST /api/flashcards/reviews/merge', method: 'POST', url: '/api/flashcards/reviews/merge', as: 'staff', template: flashcardMerge, schema: flashcardMergeRequestSchema },
    { title: 'PUT /api/study-plans/:exam', method: 'PUT', url: '/api/study-plans/teas', as: 'staff', template: studyPlan, schema: studyPlanRequestSchema },
    // Email links: a malformed token changes nothing (and a well-formed unknown one is refused as well).
    { title: 'POST /api/newsletter/confirm', method: 'POST', url: '/api/newsletter/confirm', as: 'visitor', template: emailLink, schema: newsletterConfirmRequestSchema },
    { title: 'POST /api/whatsapp-consent/confirm', method: 'POST', url: '/api/whatsapp-consent/confirm', as: 'visitor', template: emailLink, schema: whatsappConsentConfirmRequestSchema },
    // Without ?token= only a body with a token can unsubscribe: the one-field contract is the oracle.
    {
      title: 'POST /api/newsletter/unsubscribe',
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      as: 'visitor',
      template: emailLink,
      schema: newsletterConfirmRequestSchema,
      readsForms: true,
    },
  ];

  it(`answers ${RUNS} malformed bodies per endpoint and role with a 4xx {message}, stores or changes nothing, pollutes no prototype`, async () => {
    for (const endpoint of cases()) {
      const before: TableSnapshot = await snapshotTables(database.db, tables);
      const cookie = endpoint.as === 'staff' ? staffCookie : undefined;
      const seen = new Set<string>();
      const refusable = (body: RawBody) => !acceptedByContract(body, endpoint.schema);
      const malformed = malformedBody(endpoint.template).filter(refusable);
      const eachKind = oneBodyOfEachKind(endpoint.template, refusable).map((body): [RawBody] => [body]);

      await fc.assert(
        fc.asyncProperty(malformed, async (body) => {
          seen.add(body.kind);
          const response = await inject(app, endpoint.method, endpoint.url, body, cookie);
          expectClientError(response, body, endpoint.readsForms);
          // Staff endpoints turn visitors away before validating a body (one the parser cannot read is refused first).
          if (endpoint.as === 'visitor' && /^\/api\/(whatsapp|marketing)\//.test(endpoint.url) && parsedJsonBody(body)) {
            expect(response.statusCode).toBe(401);
          }
          expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
        }),
        { numRuns: RUNS, examples: eachKind },
      );

      expect({ endpoint: `${endpoint.title} as ${endpoint.as}`, tables: await snapshotTables(database.db, tables) }).toEqual({
        endpoint: `${endpoint.title} as ${endpoint.as}`,
        tables: before,
      });
      expect([...seen].sort()).toEqual([...malformationKinds].sort());
    }
  });

  it(`answers ${RUNS} bodies to POST /api/auth/logout (which reads none) with 204 when well-formed, else a 4xx {message}, and changes nothing`, async () => {
    const before = await snapshotTables(database.db, tables);
    let ignoredBodies = 0;
    let refusedBodies = 0;

    await fc.assert(
      fc.asyncProperty(malformedBody(login), async (body) => {
        const response = await inject(app, 'POST', '/api/auth/logout', body, undefined);
        if (response.statusCode === 204) {
          ignoredBodies += 1;
          return;
        }
        // A well-formed JSON body is ignored; only one the parser cannot read may be refused.
        expect(parsedJsonBody(body)).toBeNull();
        expectClientError(response, body);
        refusedBodies += 1;
      }),
      { numRuns: RUNS },
    );

    expect(ignoredBodies + refusedBodies).toBe(RUNS);
    expect(ignoredBodies).toBeGreaterThan(0);
    expect(refusedBodies).toBeGreaterThan(0);
    expect(await snapshotTables(database.db, tables)).toEqual(before);
  });

  it(`answers ${RUNS} malformed lead ids in PATCH /api/marketing/leads/:id, and change ids in its contact-changes accept and dismiss, with a 4xx {message} and changes nothing`, async () => {
    const before = await snapshotTables(database.db, tables);
    const pathSegment = fc.oneof(
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
      fc.double().map(String),
      fc.integer({ min: 2_147_483_640, max: 2_147_483_660 }).map(String),
      fc.constantFrom('0', '-1', '1e3', '0x10', '1.5', '+1', ' 7', 'NaN', 'Infinity', '%00', '%2e%2e', '..', 'null', 'undefined', '__proto__', 'constructor'),
      fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
    );
    const notOurLead = pathSegment.filter((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return true;
      }
      const parsed = idParamsSchema.safeParse({ id: decoded });
      return !(parsed.success && parsed.data.id === leadId);
    });
    const body: RawBody = { kind: 'valid status', contentType: 'application/json', payload: JSON.stringify({ status: 'enrolled' }) };

    await fc.assert(
      fc.asyncProperty(notOurLead, async (segment) => {
        const response = await inject(app, 'PATCH', `/api/marketing/leads/${segment}`, body, staffCookie);
        expectClientError(response, { ...body, kind: `id ${JSON.stringify(segment)}` });
        // The lead has no contact changes, so no change id names one of its own.
        const action = segment.length % 2 === 0 ? 'accept' : 'dismiss';
        const change = await inject(app, 'POST', `/api/marketing/leads/${leadId}/contact-changes/${segment}/${action}`, body, staffCookie);
        expectClientError(change, { ...body, kind: `change id ${JSON.stringify(segment)}` });
      }),
      { numRuns: RUNS },
    );

    expect(await snapshotTables(database.db, tables)).toEqual(before);
  });
});
