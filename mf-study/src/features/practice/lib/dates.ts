/** "Nov 24, 2026": dates in tables, in UTC so the server and the browser print the same text. */
const shortDateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function shortDate(iso: string): string {
  return shortDateFormat.format(new Date(iso));
}
