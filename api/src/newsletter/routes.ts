import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailLinkUrl, errorResponseSchema, newsletterConfirmFailedMessage, newsletterSubscribedMessage, newsletterUnsubscribeFailedMessage } from '@nurseprep/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';
import { oneClickUnsubscribeUrl } from '../mail/newsletter-mails';
import type { ExportedSubscriber } from './repository';
import { createNewsletterSignups } from './service';
import { oneClickBodyParsers } from './one-click-body';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** One CSV field (RFC 4180), with a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The confirmed subscribers for a mail tool: when each confirmed, the unsubscribe page to link in the mail's
 * text, and the one-click address for its List-Unsubscribe header (with List-Unsubscribe-Post:
 * List-Unsubscribe=One-Click), so the tool's mails honour unsubscribing as the site's do.
 */
export function subscribersCsv(subscribers: ExportedSubscriber[], siteUrl: string): string {
  const lines = [
    'email,subscribed_at,unsubscribe_url,list_unsubscribe_url',
    ...subscribers.map((row) =>
      [row.email, row.confirmedAt, emailLinkUrl(siteUrl, 'unsubscribeNewsletter', row.unsubscribeToken), oneClickUnsubscribeUrl(siteUrl, row.unsubscribeToken)]
        .map(csvField)
        .join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The blog's newsletter box (double opt-in), unsubscribing, and the subscriber list staff take to their mail tool. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const newsletter = createNewsletterSignups(app);

  app.route({
    ...endpointRoute('POST /api/newsletter-subscriptions'),
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => {
      await newsletter.subscribe(request.body.email);
      return reply.code(201).send({ message: newsletterSubscribedMessage });
    },
  });

  app.route({
    ...endpointRoute('POST /api/newsletter/confirm'),
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request) => {
      const confirmed = await newsletter.confirm(request.body.token);
      if (!confirmed) throw new HttpError(400, newsletterConfirmFailedMessage);
      return confirmed;
    },
  });

  // Its own scope, so the form bodies of one-click unsubscribes are read on this route only: every other
  // route keeps reading JSON alone.
  //
  // Mail providers post one-click unsubscribes from their own servers, with neither Origin nor Referer, and
  // the origin check lets such requests through. That is safe here because the token in the address is what
  // unsubscribes, not a cookie: a forged request needs the token, and whoever has it may unsubscribe anyway.
  // For the same reason there is no per-address limit: one provider posts the unsubscribes of many readers
  // from a few addresses, and each must be honoured; tokens are 128 random bits, so guessing one is hopeless.
  await app.register(async (scope) => {
    oneClickBodyParsers(scope);
    const unsubscribe = endpointRoute('POST /api/newsletter/unsubscribe');
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...unsubscribe,
      // The OpenAPI document lists the form encodings the one-click POST may use besides JSON.
      schema: { ...unsubscribe.schema, consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] },
      handler: async (request) => {
        const token = request.body.token ?? (request.body['List-Unsubscribe'] === 'One-Click' ? request.query.token : undefined);
        const unsubscribed = token ? await app.repositories.newsletterSubscriptions.unsubscribe(token) : null;
        if (!unsubscribed) throw new HttpError(400, newsletterUnsubscribeFailedMessage);
        return unsubscribed;
      },
    });
  });

  app.route({
    ...endpointRoute('GET /api/marketing/newsletter-subscriptions'),
    preValidation: app.requireStaff,
    handler: async (request) => app.repositories.newsletterSubscriptions.list(request.query),
  });

  app.get(
    '/api/marketing/newsletter-subscriptions.csv',
    {
      preValidation: app.requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Every confirmed subscriber as CSV (email, subscribed_at, unsubscribe_url, list_unsubscribe_url), oldest first, for a mail tool',
        produces: ['text/csv'],
        response: { 200: z.string(), ...denied },
      },
    },
    async (_request, reply) => {
      const csv = subscribersCsv(await app.repositories.newsletterSubscriptions.all(), app.mail.site.siteUrl);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};
