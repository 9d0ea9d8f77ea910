/** "Nov 24, 2026": dates in tables, in UTC so the server and the browser print the same text. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
