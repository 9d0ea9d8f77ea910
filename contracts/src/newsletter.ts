import { z } from 'zod';
import { emailTokenSchema } from './account-email';
import { emailField } from './fields';

/** POST /api/newsletter-subscriptions: the blog's newsletter box. */
export const newsletterSubscriptionSchema = z.object({ email: emailField() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * The answer to a subscription, the same whether the address is new, waiting for its confirmation or already
 * subscribed, so the form reveals nothing about who is on the list.
 */
export const newsletterSubscribedSchema = z.object({ message: z.string() });
export const newsletterSubscribedMessage = 'Almost done: check your inbox to confirm your subscription.';

/** POST /api/newsletter/confirm: the token of the confirmation email's link. */
export const newsletterConfirmRequestSchema = z.object({ token: emailTokenSchema });
/** The confirmed address. */
export const newsletterConfirmedSchema = z.object({ email: z.string() });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;
export const newsletterConfirmFailedMessage = 'This confirmation link is not valid or has expired. Subscribe again to get a new one.';

/**
 * POST /api/newsletter/unsubscribe: `{ token }` as JSON from the unsubscribe page, or the one-click form body
 * `List-Unsubscribe=One-Click` (RFC 8058) a mail provider posts to the List-Unsubscribe address, whose query
 * carries the token.
 */
export const newsletterUnsubscribeRequestSchema = z.object({
  token: emailTokenSchema.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
});
export const newsletterUnsubscribeQuerySchema = z.object({ token: emailTokenSchema.optional() });
/** The address that no longer gets the newsletter. */
export const newsletterUnsubscribedSchema = z.object({ email: z.string() });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;
export const newsletterUnsubscribeFailedMessage = 'This unsubscribe link is not valid.';

/** A confirmed subscriber as staff see it. */
export const newsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  /** When the owner followed the confirmation link: only confirmed addresses are listed. */
  confirmedAt: z.iso.datetime(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
