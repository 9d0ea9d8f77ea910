import {
  deploymentPackageParamsSchema,
  deploymentsQuerySchema,
  deploymentsSchema,
  promoteBodySchema,
  promotionResultSchema,
  rollbackResultSchema,
} from '../deployments';
import { errorResponseSchema } from '../errors';
import { defineEndpoints } from '../endpoint';

/**
 * Deploy token only: 401 without it or with a wrong one, before the request is looked at; the sign-in rate limit
 * answers 429 past it.
 */
const denied = { 401: errorResponseSchema, 429: errorResponseSchema } as const;

/**
 * Promotions, rollbacks and the live versions, for a CI pipeline or `npm run deploy --server`. Each also takes an
 * optional X-Deploy-Actor header (who the change is recorded for), which the route itself checks.
 */
export const deploymentEndpoints = defineEndpoints({
  'GET /api/deployments': {
    tags: ['deployments'],
    summary: 'The live version of each remote and the promotion log, newest first (deploy token)',
    query: deploymentsQuerySchema,
    responses: { 200: deploymentsSchema, 400: errorResponseSchema, ...denied },
  },
  'POST /api/deployments/:package/promote': {
    tags: ['deployments'],
    summary: 'Make a published version live after checking every file; 409 when it takes a name or route of another live remote (deploy token)',
    params: deploymentPackageParamsSchema,
    body: promoteBodySchema,
    responses: { 200: promotionResultSchema, 400: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, ...denied },
  },
  'POST /api/deployments/:package/rollback': {
    tags: ['deployments'],
    summary: 'Make the version live before the current one live again; again goes one further back (deploy token)',
    params: deploymentPackageParamsSchema,
    responses: { 200: rollbackResultSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, ...denied },
  },
});
