import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  newsletterSubscribedMessage,
  newsletterSubscribedSchema,
  newsletterSubscriberSchema,
  newsletterSubscriptionSchema,
  pageOf,
  pageQuerySchema,
  type NewsletterSubscriber,
} from '@nurseprep/contracts';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** One CSV field (RFC 4180), with a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(subscribers: NewsletterSubscriber[]): string {
  const lines = ['email,subscribed_at', ...subscribers.map((row) => `${csvField(row.email)},${csvField(row.createdAt)}`)];
  return `${lines.join('\r\n')}\r\n`;
}

/** The blog's newsletter box, and the subscriber list staff take to their mail tool. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/newsletter-subscriptions',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: 'Subscribe an email address to the newsletter (the same 201 answer whether or not it was already subscribed)',
        body: newsletterSubscriptionSchema,
        response: { 201: newsletterSubscribedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.repositories.newsletterSubscriptions.subscribe(request.body.email);
      return reply.code(201).send({ message: newsletterSubscribedMessage });
    },
  );

  app.get(
    '/api/marketing/newsletter-subscriptions',
    {
      preValidation: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Newsletter subscribers, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageOf(newsletterSubscriberSchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.newsletterSubscriptions.list(request.query),
  );

  app.get(
    '/api/marketing/newsletter-subscriptions.csv',
    {
      preValidation: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Every newsletter subscriber as CSV (email, subscribed_at), oldest first, for a mail tool',
        produces: ['text/csv'],
        response: { 200: z.string(), ...denied },
      },
    },
    async (_request, reply) => {
      const csv = subscribersCsv(await app.repositories.newsletterSubscriptions.all());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};
