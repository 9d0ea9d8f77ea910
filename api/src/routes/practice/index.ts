import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptEnvelopeSchema,
  attemptListQuerySchema,
  attemptListSchema,
  attemptParamsSchema,
  attemptQuestionParamsSchema,
  claimAttemptsRequestSchema,
  claimAttemptsResponseSchema,
  createAttemptRequestSchema,
  createAttemptResponseSchema,
  errorResponseSchema,
  practiceBanks,
  practiceBanksResponseSchema,
  practiceStaffSummarySchema,
  practiceTokenHeader,
  saveResponseRequestSchema,
  saveResponseResultSchema,
  submitAttemptResponseSchema,
  type PracticeBanksResponse,
} from '@nurseprep/contracts';
import { endpointRoute } from '../../lib/endpoint-route';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { categoryKey } from '../../practice/question-bank';
import { createPracticeService } from '../../practice/service';
import type { AttemptOwner } from '../../repositories/practice-repository';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };
const signedInOnly = { 401: errorResponseSchema };
const tokenNote = `Visitors send the token returned at creation in the ${practiceTokenHeader} header; an attempt that is not yours is 404.`;

/**
 * Practice questions: attempts are stored for everyone and graded on the server. A signed-in
 * student's attempts belong to the account; a visitor's to a random token (only its SHA-256 is stored),
 * returned once at creation and claimed onto the account after sign-in. Time limits are enforced here.
 */
export const practiceRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const practice = createPracticeService({ db: app.db, questionBank: app.questionBank, now: options.now ?? (() => new Date()) });

  const owner = (request: FastifyRequest): AttemptOwner => {
    const header = request.headers[practiceTokenHeader];
    const token = typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : null;
    return { userId: request.user?.id ?? null, tokenHash: token ? hashToken(token) : null };
  };

  const banks: PracticeBanksResponse = practiceBanks.map((bank) => ({
    bank: bank.bank,
    label: bank.label,
    path: bank.path,
    categories: bank.categories.map((category) => ({
      slug: category.slug,
      label: category.label,
      count: app.questionBank.idsByCategory.get(categoryKey(bank.bank, category.slug))?.length ?? 0,
    })),
    modes: [...bank.modes],
  }));

  app.get(
    '/api/practice/banks',
    { schema: { tags: ['practice'], summary: 'The question banks, their categories (with question counts) and modes', response: { 200: practiceBanksResponseSchema } } },
    async () => banks,
  );

  app.post(
    '/api/practice/attempts',
    {
      config: { rateLimit: app.rateLimits.practiceStarts },
      // Room for a visitor's `exclude` list (up to 2,000 question ids).
      bodyLimit: 256 * 1024,
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: `Start an attempt (questions without their answers). A visitor gets a token, once. ${tokenNote}`,
        body: createAttemptRequestSchema,
        response: { 201: createAttemptResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const token = request.user ? null : newSessionToken();
      const attempt = await practice.create(request.body, { userId: request.user?.id ?? null, tokenHash: token ? hashToken(token) : null });
      return reply.code(201).header('Cache-Control', 'no-store').send(token ? { attempt, token } : { attempt });
    },
  );

  app.get(
    '/api/practice/attempts',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['practice'],
        summary: "The signed-in student's attempts, newest first",
        querystring: attemptListQuerySchema,
        response: { 200: attemptListSchema, 400: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request) => ({ attempts: await practice.list(request.user!.id, request.query.limit) }),
  );

  app.post(
    '/api/practice/attempts/claim',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preValidation: app.requireUser,
      schema: {
        tags: ['practice'],
        summary: "Move this browser's visitor attempts (id and token) to the signed-in account; unknown ones are ignored",
        body: claimAttemptsRequestSchema,
        response: { 200: claimAttemptsResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request) => ({
      claimed: await practice.claim(
        request.user!.id,
        request.body.attempts.map((attempt) => ({ id: attempt.id, tokenHash: hashToken(attempt.token) })),
      ),
    }),
  );

  app.get(
    '/api/practice/attempts/:id',
    {
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: `An attempt as it stands (a section whose time is up is closed first). ${tokenNote}`,
        params: attemptParamsSchema,
        response: { 200: attemptEnvelopeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { attempt: await practice.get(request.params.id, owner(request)) };
    },
  );

  app.put(
    '/api/practice/attempts/:id/responses/:questionId',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: 'Answer or flag a question: practice mode answers with the result (the first answer stands), timed modes with saved',
        params: attemptQuestionParamsSchema,
        body: saveResponseRequestSchema,
        response: { 200: saveResponseResultSchema, ...errors },
      },
    },
    async (request) => practice.saveResponse(request.params.id, request.params.questionId, request.body, owner(request)),
  );

  app.post(
    '/api/practice/attempts/:id/sections/next',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: "Close the current section (it cannot be reopened) and start the next one's clock",
        params: attemptParamsSchema,
        response: { 200: attemptEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({ attempt: await practice.nextSection(request.params.id, owner(request)) }),
  );

  app.post(
    '/api/practice/attempts/:id/submit',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: 'Submit and grade the attempt (submitting again answers the same results)',
        params: attemptParamsSchema,
        response: { 200: submitAttemptResponseSchema, ...errors },
      },
    },
    async (request) => ({ results: await practice.submit(request.params.id, owner(request)) }),
  );

  app.get(
    '/api/practice/attempts/:id/results',
    {
      preHandler: app.loadUser,
      schema: {
        tags: ['practice'],
        summary: 'Results of a submitted attempt: score, per category, TEAS level, interpretation, weakest categories, review with rationales',
        params: attemptParamsSchema,
        response: { 200: submitAttemptResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ results: await practice.results(request.params.id, owner(request)) }),
  );

  app.route({ ...endpointRoute('GET /api/practice/progress'), preValidation: app.requireUser, handler: async (request) => practice.progress(request.user!.id) });

  app.get(
    '/api/staff/practice/summary',
    {
      preValidation: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Practice totals (attempts by bank and mode, submitted, average percent, students with attempts); no per-student data',
        response: { 200: practiceStaffSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => practice.staffSummary(),
  );
};
