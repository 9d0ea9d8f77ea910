import { z } from 'zod';
import { emailField } from './fields';

/** POST /api/newsletter-subscriptions: the blog's newsletter box. */
export const newsletterSubscriptionSchema = z.object({ email: emailField() });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * The answer to a subscription, the same whether or not the address was already subscribed, so the
 * form reveals nothing about who is on the list.
 */
export const newsletterSubscribedSchema = z.object({ message: z.string() });
export const newsletterSubscribedMessage = 'Thanks for subscribing! Check your inbox for our next study tips.';

/** A subscriber as staff see it. */
export const newsletterSubscriberSchema = z.object({ id: z.number().int(), email: z.string(), createdAt: z.iso.datetime() });
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;
