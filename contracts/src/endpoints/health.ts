import { z } from 'zod';
import { defineEndpoints } from '../endpoint';

const aliveSchema = z.object({ status: z.literal('ok') });

/** Each readiness check by name ("database", "renderer", "redis", "draining"): "ok" or why it failed. */
const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), z.string()),
});

/** Liveness and readiness, for load balancers, orchestrators and monitors. */
export const healthEndpoints = defineEndpoints({
  'GET /healthz': {
    tags: ['operations'],
    summary: 'The process answers (restart it when it does not)',
    responses: { 200: aliveSchema },
  },
  'GET /api/health': {
    tags: ['operations'],
    summary: 'The older name of /healthz, kept for monitors that already ask it',
    responses: { 200: aliveSchema },
  },
  'GET /readyz': {
    tags: ['operations'],
    summary: 'The instance can serve: database reachable and migrated, renderer up, Redis reachable when configured, not shutting down',
    responses: {
      200: readinessSchema.extend({ status: z.literal('ready') }),
      503: readinessSchema.extend({ status: z.literal('not ready') }),
    },
  },
});
