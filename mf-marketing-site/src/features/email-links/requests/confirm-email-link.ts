import { apiRequest } from '@nurseprep/shared-ui';
import type { ConfirmPage, EmailLinkResult } from '../data/email-link-texts';

/** The endpoint each confirmation page posts its token to. */
export const confirmEndpoints = {
  verifyEmail: '/api/auth/email-verification',
  confirmNewsletter: '/api/newsletter/confirm',
  unsubscribeNewsletter: '/api/newsletter/unsubscribe',
  confirmWhatsappUpdates: '/api/whatsapp-consent/confirm',
} as const satisfies Record<ConfirmPage, string>;

export async function confirmEmailLink(page: ConfirmPage, token: string): Promise<EmailLinkResult> {
  const response = await apiRequest('POST', confirmEndpoints[page], { token });
  return (await response.json()) as EmailLinkResult;
}
