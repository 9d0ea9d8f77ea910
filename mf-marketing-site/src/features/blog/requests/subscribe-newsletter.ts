import type { NewsletterSubscription } from '@nurseprep/contracts';
import { postForm } from '@nurseprep/shared-ui';

export const NEWSLETTER_SUBSCRIPTIONS_PATH = '/api/newsletter-subscriptions';

/** Sends the subscription; resolves to the server's answer asking to confirm it by email (the same for every address). */
export async function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<string> {
  const response = await postForm(NEWSLETTER_SUBSCRIPTIONS_PATH, subscription);
  return ((await response.json()) as { message: string }).message;
}
