const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2023-04-05' -> 'April 5, 2023' (a calendar day: read in UTC so no time zone moves it). */
export function formatArticleDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Newest first, then by title, so equal dates keep one order. */
export function newestFirst<Post extends { publishedAt: string; title: string }>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}
