import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';

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

/**
 * Per-IP limits on sign-up, sign-in, every form and staff changes (429 with Retry-After). The counters live in this
 * process's memory, so each instance counts on its own; behind several instances pass a shared store
 * (e.g. `redis` in the plugin options) to count across them. The per-account sign-in throttle is in the
 * database instead (services/accounts.ts); its forgotten rows are deleted here at start-up.
 */
export const rateLimits = fp<{
  authPerMinute: number;
  formsPerMinute: number;
  staffPerMinute: number;
  practiceStartsPer10Minutes: number;
  practiceAnswersPer10Minutes: number;
  flashcardReviewsPer10Minutes: number;
}>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    // One client is one IPv4 address (an IPv4-mapped IPv6 address counts as the IPv4 one), or one IPv6 /64:
    // a single home or server is usually given a whole /64, and could otherwise take a new address per request.
    ipv6Subnet: 64,
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
});
