import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';

/**
 * Liveness and readiness for load balancers and orchestrators. `/healthz`: the process answers (restart it if
 * not). `/readyz`: it can serve (database reachable and migrated, renderer up, Redis reachable when configured,
 * not shutting down); 503 with the failing checks otherwise, so traffic goes to the other instances.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const alive = async () => ({ status: 'ok' as const });
  app.route({ ...endpointRoute('GET /healthz'), logLevel: 'warn', handler: alive });
  app.route({ ...endpointRoute('GET /api/health'), logLevel: 'warn', handler: alive });
  app.route({
    ...endpointRoute('GET /readyz'),
    logLevel: 'warn',
    handler: async (_request, reply) => {
      const { ready, checks } = await app.readiness.report();
      reply.header('Cache-Control', 'no-store');
      return ready ? reply.code(200).send({ status: 'ready', checks }) : reply.code(503).send({ status: 'not ready', checks });
    },
  });
};
