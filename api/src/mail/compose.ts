/** What the outbox stores and the transport sends: one message to one address. */
export interface OutgoingMail {
  /** What the mail is for, kept with it in the outbox (password-reset, newsletter-confirmation, ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post on marketing mail. */
  headers?: Record<string, string>;
  /** The body holds a secret link: the outbox erases it once the mail is sent. */
  sensitive?: boolean;
}

/** The brand and address every mail is written for. */
export interface MailSite {
  brandName: string;
  siteUrl: string;
}

export interface MailContent {
  kind: string;
  to: string;
  subject: string;
  /** The greeting line, such as "Hi Maria,". */
  greeting?: string;
  /** Paragraphs of plain text, shown in order. */
  paragraphs: readonly string[];
  /** A button in the HTML body and a bare link in the text body. */
  action?: { label: string; url: string };
  /** Lines under the action (what happens if they ignore the mail, a link's lifetime). */
  after?: readonly string[];
  headers?: Record<string, string>;
  sensitive?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

/**
 * A mail with a plain-text body and an HTML body saying the same thing: what mail clients without HTML (and
 * spam filters) read, and a simple, inline-styled HTML version of it. Every text is escaped.
 */
export function composeMail(site: MailSite, content: MailContent): OutgoingMail {
  const lines = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.after ?? []).flatMap((paragraph) => [paragraph, '']),
    `${site.brandName}`,
    site.siteUrl,
  ];
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 24px;font-weight:bold;color:#0f5c8a">${escapeHtml(site.brandName)}</p>`,
    ...(content.greeting ? [paragraph(content.greeting)] : []),
    ...content.paragraphs.map(paragraph),
    ...(content.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f5c8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(content.action.url)}</p>`,
        ]
      : []),
    ...(content.after ?? []).map(paragraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#4b5563"><a href="${escapeHtml(site.siteUrl)}" style="color:#0f5c8a">${escapeHtml(site.brandName)}</a></p>`,
    '</div></body></html>',
  ].join('');
  return {
    kind: content.kind,
    to: content.to,
    subject: content.subject,
    text: lines.join('\n'),
    html,
    ...(content.headers ? { headers: content.headers } : {}),
    ...(content.sensitive ? { sensitive: true } : {}),
  };
}
