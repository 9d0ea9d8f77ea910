import { request } from '@nurseprep/shared-ui';
import type { ConfirmPage, EmailLinkResult } from '../data/email-link-texts';

/** How each confirmation page posts its link's token, resolving with what was confirmed. */
const confirmRequests = {
  verifyEmail: (token) => request('POST /api/auth/email-verification', { body: { token } }),
  confirmNewsletter: (token) => request('POST /api/newsletter/confirm', { body: { token } }),
  unsubscribeNewsletter: (token) => request('POST /api/newsletter/unsubscribe', { body: { token } }),
  confirmWhatsappUpdates: (token) => request('POST /api/whatsapp-consent/confirm', { body: { token } }),
} satisfies Record<ConfirmPage, (token: string) => Promise<EmailLinkResult>>;

export async function confirmEmailLink(page: ConfirmPage, token: string): Promise<EmailLinkResult> {
  return confirmRequests[page](token);
}
