import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceBanks, practiceTokenHeader, type PracticeBanksResponse } from '@nurseprep/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import { hashToken, newSessionToken } from '../lib/tokens';
import { categoryKey } from './question-bank';
import { createPracticeService } from './service';
import type { AttemptOwner } from './repository';

/**
 * Practice questions: attempts are stored for everyone and graded on the server. A signed-in
 * student's attempts belong to the account; a visitor's to a random token (only its SHA-256 is stored),
 * returned once at creation and claimed onto the account after sign-in. Time limits are enforced here.
 */
export const practiceRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const practice = createPracticeService({ db: app.db, repository: app.repositories.practice, questionBank: app.questionBank, now: options.now ?? (() => new Date()) });

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

  app.route({ ...endpointRoute('GET /api/practice/banks'), handler: async () => banks });

  app.route({
    ...endpointRoute('POST /api/practice/attempts'),
    config: { rateLimit: app.rateLimits.practiceStarts },
    // Room for a visitor's `exclude` list (up to 2,000 question ids).
    bodyLimit: 256 * 1024,
    preHandler: app.loadUser,
    handler: async (request, reply) => {
      const token = request.user ? null : newSessionToken();
      const attempt = await practice.create(request.body, { userId: request.user?.id ?? null, tokenHash: token ? hashToken(token) : null });
      return reply.code(201).header('Cache-Control', 'no-store').send(token ? { attempt, token } : { attempt });
    },
  });

  app.route({
    ...endpointRoute('GET /api/practice/attempts'),
    preValidation: app.requireUser,
    handler: async (request) => ({ attempts: await practice.list(request.user!.id, request.query.limit) }),
  });

  app.route({
    ...endpointRoute('POST /api/practice/attempts/claim'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preValidation: app.requireUser,
    handler: async (request) => ({
      claimed: await practice.claim(
        request.user!.id,
        request.body.attempts.map((attempt) => ({ id: attempt.id, tokenHash: hashToken(attempt.token) })),
      ),
    }),
  });

  app.route({
    ...endpointRoute('GET /api/practice/attempts/:id'),
    preHandler: app.loadUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { attempt: await practice.get(request.params.id, owner(request)) };
    },
  });

  app.route({
    ...endpointRoute('PUT /api/practice/attempts/:id/responses/:questionId'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preHandler: app.loadUser,
    handler: async (request) => practice.saveResponse(request.params.id, request.params.questionId, request.body, owner(request)),
  });

  app.route({
    ...endpointRoute('POST /api/practice/attempts/:id/sections/next'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preHandler: app.loadUser,
    handler: async (request) => ({ attempt: await practice.nextSection(request.params.id, owner(request)) }),
  });

  app.route({
    ...endpointRoute('POST /api/practice/attempts/:id/submit'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preHandler: app.loadUser,
    handler: async (request) => ({ results: await practice.submit(request.params.id, owner(request)) }),
  });

  app.route({
    ...endpointRoute('GET /api/practice/attempts/:id/results'),
    preHandler: app.loadUser,
    handler: async (request) => ({ results: await practice.results(request.params.id, owner(request)) }),
  });

  app.route({ ...endpointRoute('GET /api/practice/progress'), preValidation: app.requireUser, handler: async (request) => practice.progress(request.user!.id) });

  app.route({ ...endpointRoute('GET /api/staff/practice/summary'), preValidation: app.requireStaff, handler: async () => practice.staffSummary() });
};
