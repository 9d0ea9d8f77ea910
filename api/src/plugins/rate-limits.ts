import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route configs: `config: { rateLimit: app.rateLimits.auth }`. */
    rateLimits: { auth: RateLimitOptions; forms: RateLimitOptions; staff: RateLimitOptions };
  }
}

/**
 * Per-IP limits on sign-up, sign-in, every form and staff changes (429 with Retry-After). The counters live in this
 * process's memory, so each instance counts on its own; behind several instances pass a shared store
 * (e.g. `redis` in the plugin options) to count across them.
 */
export const rateLimits = fp<{ authPerMinute: number; formsPerMinute: number; staffPerMinute: number }>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
  app.decorate('rateLimits', {
    auth: { max: options.authPerMinute, timeWindow: '1 minute' },
    forms: { max: options.formsPerMinute, timeWindow: '1 minute' },
    staff: { max: options.staffPerMinute, timeWindow: '1 minute' },
  });
});
