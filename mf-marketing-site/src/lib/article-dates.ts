import { formatLongDate } from '@nurseprep/contracts';

/** '2023-04-05' -> 'April 5, 2023' (a calendar day, so no time zone moves it). */
export const formatArticleDate = formatLongDate;

/** Newest first, then by title, so equal dates keep one order. */
export function newestFirst<Post extends { publishedAt: string; title: string }>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}
