import { errorResponseSchema } from '../errors';
import { pageOf, pageQuerySchema } from '../marketing';
import {
  newsletterConfirmedSchema,
  newsletterConfirmRequestSchema,
  newsletterSubscribedSchema,
  newsletterSubscriberSchema,
  newsletterSubscriptionSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeQuerySchema,
  newsletterUnsubscribeRequestSchema,
} from '../newsletter';
import { defineEndpoints } from '../endpoint';

/**
 * The blog's newsletter box (double opt-in), unsubscribing, and the confirmed subscribers for staff. The POSTs
 * also answer 403 when the origin check refuses a request whose Origin (or Referer) names another site.
 */
export const newsletterEndpoints = defineEndpoints({
  'POST /api/newsletter-subscriptions': {
    tags: ['forms'],
    summary: 'Subscribe an email address: it gets a confirmation link and is subscribed once it follows it (the same 201 answer for every address)',
    body: newsletterSubscriptionSchema,
    responses: { 201: newsletterSubscribedSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/newsletter/confirm': {
    tags: ['forms'],
    summary: "Confirm a subscription with the confirmation email's token; mails the welcome with the unsubscribe link",
    body: newsletterConfirmRequestSchema,
    responses: { 200: newsletterConfirmedSchema, 400: errorResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/newsletter/unsubscribe': {
    tags: ['forms'],
    summary:
      "Unsubscribe: { token } as JSON from the unsubscribe page, or RFC 8058's one-click POST (List-Unsubscribe=One-Click as a form, the token in ?token=)",
    query: newsletterUnsubscribeQuerySchema,
    body: newsletterUnsubscribeRequestSchema,
    // 413: a one-click form body is read up to 16 KB only.
    responses: { 200: newsletterUnsubscribedSchema, 400: errorResponseSchema, 403: errorResponseSchema, 413: errorResponseSchema },
  },
  'GET /api/marketing/newsletter-subscriptions': {
    tags: ['staff'],
    summary: 'Confirmed newsletter subscribers (not unsubscribed), newest first',
    query: pageQuerySchema,
    responses: { 200: pageOf(newsletterSubscriberSchema), 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
  },
});
