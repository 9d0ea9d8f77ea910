/**
 * The pages the site's emails link to. The token travels in the fragment (`#token=`): browsers never send a
 * fragment to the server or in a Referer, so it stays out of request logs, the page cache and other sites.
 * Each page asks the person to press a button before anything changes, because mail scanners open links.
 */
export const emailLinkPaths = {
  resetPassword: '/account/reset-password',
  verifyEmail: '/account/verify-email',
  confirmNewsletter: '/newsletter/confirm',
  unsubscribeNewsletter: '/newsletter/unsubscribe',
  confirmWhatsappUpdates: '/whatsapp/confirm',
} as const;
export type EmailLinkPage = keyof typeof emailLinkPaths;

/** The fragment key that carries the token. */
export const EMAIL_TOKEN_KEY = 'token';

/** The absolute address a mail links to: `siteUrl` has no trailing slash. */
export function emailLinkUrl(siteUrl: string, page: EmailLinkPage, token: string): string {
  return `${siteUrl}${emailLinkPaths[page]}#${EMAIL_TOKEN_KEY}=${encodeURIComponent(token)}`;
}

/** The token of an email link's fragment (`#token=...`), or null. */
export function emailTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(EMAIL_TOKEN_KEY);
  return token && token.length > 0 ? token : null;
}
