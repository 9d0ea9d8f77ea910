/**
 * The forms that work without JavaScript: each posts (`method="post"`) to the page it is on, naming itself in a
 * hidden field; the server validates it with the same contracts schema as its API endpoint, stores it the same
 * way, and answers with the page again (each field's message under it, the values kept) or redirects to the
 * page with `?sent=<form>` so a reload does not send it twice.
 */
export const pageFormIds = ['tutoring', 'contact', 'booking', 'newsletter'] as const;
export type PageFormId = (typeof pageFormIds)[number];

/** The hidden field naming the form. */
export const PAGE_FORM_FIELD = 'form';

/** The query parameter of the page a form was sent from, after it was stored. */
export const SENT_PARAM = 'sent';

/** The pages each form is on: it is accepted from these only. */
export const pageFormPages: Record<PageFormId, readonly string[]> = {
  tutoring: ['/', '/tutoring'],
  contact: ['/contact'],
  booking: ['/booking'],
  newsletter: ['/resources/blog'],
};

export function isPageFormId(value: unknown): value is PageFormId {
  return typeof value === 'string' && (pageFormIds as readonly string[]).includes(value);
}

/** The id of the form element on its page: the anchor the browser returns to after sending it. */
export function pageFormElementId(id: PageFormId): string {
  return `${id}-form`;
}

/** The query the server renders a page's form state under (the page reads it as it first renders). */
export const PAGE_FORM_QUERY_KEY = 'page-form';

/** What the server tells a form it answered: sent, refused with field messages, or over its rate limit. */
export type PageFormState =
  | { id: PageFormId; outcome: 'sent' }
  | { id: PageFormId; outcome: 'invalid'; values: Record<string, string>; errors: Record<string, string> }
  | { id: PageFormId; outcome: 'rate-limited'; values: Record<string, string>; minutes: number };
