import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DeploymentRefused, type PromotionOutcome } from './registry';
import { bearerTokenOf, sameToken } from '../lib/bearer-token';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';

const deployTokenMissingMessage = 'A deploy token is needed: send Authorization: Bearer <DEPLOY_TOKEN>';
const deployTokenWrongMessage = 'The deploy token is not valid';
const noTokenConfiguredMessage = 'This server accepts no deploy token: set DEPLOY_TOKEN to deploy through the API';

function asHttpError(error: unknown): unknown {
  if (!(error instanceof DeploymentRefused)) return error;
  const statusCode = error.reason === 'conflict' ? 409 : error.reason === 'unknown-package' ? 404 : 422;
  return new HttpError(statusCode, error.message);
}

/**
 * Who the promotion is recorded for, after `token:` (a CI job's name). A header the endpoint table does not
 * describe: the promote and rollback routes add it to their schema, so a bad one is a 400 as before.
 */
const deployActorHeadersSchema = z.object({
  'x-deploy-actor': z
    .string()
    .trim()
    .min(1)
    .max(100, 'must be at most 100 characters')
    .regex(/^[\x20-\x7e]+$/, 'must be printable ASCII')
    .optional(),
});

/**
 * Promotions, rollbacks and the live versions, for a CI pipeline or `npm run deploy`: with the deploy token
 * only (a staff session is not enough: a deploy changes the code every visitor runs).
 */
export const deploymentRoutes: FastifyPluginAsyncZod<{ tokens: readonly string[] }> = async (app, { tokens }) => {
  // Before validation: without the token nothing about the payloads is told.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header === undefined || header === '') throw new HttpError(401, deployTokenMissingMessage);
    if (tokens.length === 0) throw new HttpError(401, noTokenConfiguredMessage);
    const given = bearerTokenOf(header);
    // Every token is compared, so the time taken does not say which one (if any) matched.
    const matches = tokens.map((token) => given !== undefined && sameToken(given, token));
    if (!matches.includes(true)) throw new HttpError(401, deployTokenWrongMessage);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const actorOf = (headers: { 'x-deploy-actor'?: string | undefined }) => (headers['x-deploy-actor'] ? `token:${headers['x-deploy-actor']}` : 'token');
  const { registry, live } = app.deployments;
  /** This instance serves the change at once; the others follow by polling. */
  const served = async <Outcome extends PromotionOutcome>(outcome: Outcome) => {
    await live.refresh().catch((error: unknown) => app.log.warn({ err: error }, 'could not reload the live remotes after a deployment'));
    return outcome;
  };

  app.route({
    ...endpointRoute('GET /api/deployments'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request) => {
      const [remotes, history] = await Promise.all([registry.live(), registry.history(request.query.package, request.query.limit)]);
      return { live: remotes, history };
    },
  });

  const promote = endpointRoute('POST /api/deployments/:package/promote');
  app.route({
    ...promote,
    schema: { ...promote.schema, headers: deployActorHeadersSchema },
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request) => {
      const target = request.body.version ?? request.body.url ?? '';
      const outcome = await registry.promote(request.params.package, target, actorOf(request.headers)).catch((error: unknown) => {
        throw asHttpError(error);
      });
      return served(outcome);
    },
  });

  const rollback = endpointRoute('POST /api/deployments/:package/rollback');
  app.route({
    ...rollback,
    schema: { ...rollback.schema, headers: deployActorHeadersSchema },
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request) => {
      const outcome = await registry.rollback(request.params.package, actorOf(request.headers)).catch((error: unknown) => {
        throw asHttpError(error);
      });
      const { live: restored, previousVersion } = await served(outcome);
      return { live: restored, previousVersion };
    },
  });
};
