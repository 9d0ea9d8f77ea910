import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { bearerTokenOf, sameToken } from '../lib/bearer-token';
import { campaignRecipients, mailOutbox } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** Instruments other plugins record into. */
    metrics: {
      /** Seconds one server render took, by outcome (rendered, or left to the browser). */
      pageRenders: Histogram<'outcome'>;
      /** Page cache lookups of shared pages, hit or miss. */
      pageCache: Counter<'result'>;
    };
  }
  interface FastifyRequest {
    /** The route a request is counted under when it is not a Fastify route (a page: its pattern). */
    metricsRoute: string | undefined;
  }
}

/** Outbox rows by status, for both outboxes (mail, WhatsApp campaign messages). */
async function outboxDepths(app: { db: Database }): Promise<{ outbox: string; status: string; rows: number }[]> {
  const mail = rowsOf<{ status: string; rows: number }>(
    await app.db.execute(sql`select ${mailOutbox.status} as status, count(*)::int as rows from ${mailOutbox} group by 1`),
  );
  const whatsapp = rowsOf<{ status: string; rows: number }>(
    await app.db.execute(sql`select ${campaignRecipients.status} as status, count(*)::int as rows from ${campaignRecipients} group by 1`),
  );
  return [...mail.map((row) => ({ outbox: 'mail', ...row })), ...whatsapp.map((row) => ({ outbox: 'whatsapp', ...row }))];
}

/**
 * Prometheus metrics at `/metrics` for whoever holds METRICS_TOKEN (`Authorization: Bearer <token>`; not served
 * without one): requests by route and status with latency, server renders and page-cache hits, outbox depths,
 * the database pool, and Node's own (event-loop lag, memory, garbage collection). Each instance has its own
 * figures: Prometheus scrapes every instance, not the load balancer.
 */
export const metrics = fp<{ token: string | undefined }>(
  async (app, { token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pageRenders = new Histogram({
      name: 'page_render_duration_seconds',
      help: 'Time one server render of a page took, by outcome',
      labelNames: ['outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const pageCache = new Counter({
      name: 'page_cache_lookups_total',
      help: "Lookups of visitors' shared pages in this instance's page cache, by result",
      labelNames: ['result'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Messages in the outboxes, by outbox and status',
      labelNames: ['outbox', 'status'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const { outbox, status, rows } of await outboxDepths(app)) this.set({ outbox, status }, rows);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections, by state (open, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = app.databasePoolUse?.();
        if (!use) return;
        this.set({ state: 'open' }, use.open);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });

    app.decorate('metrics', { pageRenders, pageCache });
    app.decorateRequest('metricsRoute', undefined);
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        // A route's pattern, never the path itself: one series per route, however many ids are asked.
        route: request.metricsRoute ?? request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (token === undefined) return reply.code(404).send({ message: 'No route for GET /metrics' });
      const given = bearerTokenOf(request.headers.authorization);
      if (given === undefined || !sameToken(given, token)) {
        return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ message: 'Metrics need the metrics token' });
      }
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', decorators: { fastify: ['db'] } },
);
