import type { FastifyPluginAsync } from 'fastify';

/**
 * Liveness and readiness for load balancers and orchestrators. `/healthz`: the process answers (restart it if
 * not). `/readyz`: it can serve (database reachable and migrated, renderer up, Redis reachable when configured,
 * not shutting down); 503 with the failing checks otherwise, so traffic goes to the other instances.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const alive = async () => ({ status: 'ok' });
  app.get('/healthz', { logLevel: 'warn' }, alive);
  // The older name, kept for monitors that already ask it.
  app.get('/api/health', { logLevel: 'warn' }, alive);
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const { ready, checks } = await app.readiness.report();
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
};
