import type { BlogPostSummary } from '@nurseprep/contracts';

/** Up to `count` other articles: those of the same category first, then the newest. */
export function relatedArticles(posts: readonly BlogPostSummary[], current: { slug: string; category: string }, count: number): BlogPostSummary[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const sameCategory = (post: BlogPostSummary) => (post.category.toLowerCase() === current.category.toLowerCase() ? 0 : 1);
  return [...others]
    .sort((a, b) => sameCategory(a) - sameCategory(b) || b.publishedAt.localeCompare(a.publishedAt))
    .slice(0, count);
}
