/** Newest first, then by title, so equal dates keep one order. */
export function newestFirst<Post extends { publishedAt: string; title: string }>(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.title.localeCompare(b.title));
}
