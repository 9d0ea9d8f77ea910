import type { NewsletterSubscription } from '@nurseprep/contracts';
import { request } from '@nurseprep/shared-ui';

/** Sends the subscription; resolves to the server's answer asking to confirm it by email (the same for every address). */
export async function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<string> {
  return (await request('POST /api/newsletter-subscriptions', { body: subscription })).message;
}
