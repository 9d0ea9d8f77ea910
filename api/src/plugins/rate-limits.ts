import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route configs: `config: { rateLimit: app.rateLimits.auth }`. */
    rateLimits: {
      auth: RateLimitOptions;
      forms: RateLimitOptions;
      staff: RateLimitOptions;
      /** Starting practice attempts. */
      practiceStarts: RateLimitOptions;
      /** Answers, flags, section moves, submissions and claims of practice attempts. */
      practiceAnswers: RateLimitOptions;
      /** Flashcard reviews and merges, and study plan saves. */
      flashcardReviews: RateLimitOptions;
    };
  }
}

/** Where the counters of every instance sharing one Redis live. */
const REDIS_NAMESPACE = 'nurseprep:rate-limit:';

/**
 * Per-IP limits on sign-up, sign-in, every form and staff changes (429 with Retry-After). With `redisUrl` the
 * counters live in Redis through the plugin's own store, so the instances behind a load balancer count together;
 * without it, in this process's memory (one instance). Should Redis stop answering, requests are let through
 * (the limit is skipped, not the site) and /readyz reports it. The per-account sign-in throttle is in the database
 * instead (services/accounts.ts); its forgotten rows are deleted here at start-up.
 */
export const rateLimits = fp<{
  authPerMinute: number;
  formsPerMinute: number;
  staffPerMinute: number;
  practiceStartsPer10Minutes: number;
  practiceAnswersPer10Minutes: number;
  flashcardReviewsPer10Minutes: number;
  redisUrl?: string | undefined;
}>(
  async (app, options) => {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      // One quick try per command: a limit check must not hold a request while Redis is away.
      redis = new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
      const client = redis;
      client.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limits) unavailable'));
      try {
        await client.connect();
      } catch (error) {
        // Not fatal: the limits are skipped until Redis answers, and /readyz says not ready meanwhile.
        app.log.error({ err: error }, 'could not reach Redis at start-up; counting resumes once it answers');
      }
      app.readiness.add('redis', async () => {
        await client.ping();
      });
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
    await app.register(rateLimit, {
      global: false,
      // One client is one IPv4 address (an IPv4-mapped IPv6 address counts as the IPv4 one), or one IPv6 /64:
      // a single home or server is usually given a whole /64, and could otherwise take a new address per request.
      ipv6Subnet: 64,
      ...(redis ? { redis, nameSpace: REDIS_NAMESPACE, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
    });
    app.addHook('onReady', async () => {
      const removed = await app.repositories.loginThrottles.deleteStale();
      if (removed > 0) app.log.info(`removed ${removed} forgotten sign-in throttles`);
    });
    app.decorate('rateLimits', {
      auth: { max: options.authPerMinute, timeWindow: '1 minute' },
      forms: { max: options.formsPerMinute, timeWindow: '1 minute' },
      staff: { max: options.staffPerMinute, timeWindow: '1 minute' },
      practiceStarts: { max: options.practiceStartsPer10Minutes, timeWindow: '10 minutes' },
      practiceAnswers: { max: options.practiceAnswersPer10Minutes, timeWindow: '10 minutes' },
      flashcardReviews: { max: options.flashcardReviewsPer10Minutes, timeWindow: '10 minutes' },
    });
  },
  { name: 'rate-limits', decorators: { fastify: ['readiness', 'repositories'] } },
);
