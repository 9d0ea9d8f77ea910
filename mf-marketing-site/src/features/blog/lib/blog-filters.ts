import type { BlogPostSummary } from '@nurseprep/contracts';
import type { SearchParamChanges } from '@nurseprep/shared-ui';

/** The blog list, which the search form submits to. */
export const BLOG_PATH = '/resources/blog';

/** The list's filters as they live in the URL: ?q=&category=&page= (the defaults are left out). */
export interface BlogFilters {
  query: string;
  /** A lowercase category, or '' for all. */
  category: string;
  page: number;
}

export function filtersFromSearchParams(params: URLSearchParams): BlogFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    query: params.get('q') ?? '',
    category: (params.get('category') ?? '').toLowerCase(),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL parameters a change of filters sets; a default value (no words, all categories, page 1) removes its parameter. */
export function searchParamChangesOf({ query, category, page }: Partial<BlogFilters>): SearchParamChanges {
  return {
    ...(query === undefined ? {} : { q: query }),
    ...(category === undefined ? {} : { category: category.toLowerCase() }),
    ...(page === undefined ? {} : { page: page > 1 ? String(page) : null }),
  };
}

/** The distinct categories, lowercase, A-Z. */
export function categoriesOf(posts: readonly BlogPostSummary[]): string[] {
  return [...new Set(posts.map((post) => post.category.toLowerCase()))].sort();
}

/** Posts whose title or excerpt holds every word of the query (any case), in the chosen category. */
export function filterPosts(posts: readonly BlogPostSummary[], { query, category }: Pick<BlogFilters, 'query' | 'category'>): BlogPostSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
  return posts.filter((post) => {
    if (category && post.category.toLowerCase() !== category) return false;
    const text = `${post.title} ${post.excerpt}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export interface PageOfPosts {
  items: BlogPostSummary[];
  /** The page shown: the asked one, brought into range. */
  page: number;
  pageCount: number;
}

export function pageOfPosts(posts: readonly BlogPostSummary[], page: number, perPage: number): PageOfPosts {
  const pageCount = Math.max(1, Math.ceil(posts.length / perPage));
  const shown = Math.min(Math.max(1, page), pageCount);
  return { items: posts.slice((shown - 1) * perPage, shown * perPage), page: shown, pageCount };
}

export interface Topic {
  /** The lowercase category the tile filters on. */
  category: string;
  /** The category as written. */
  label: string;
  count: number;
}

/** The categories with the most articles (ties: the one with the newer article first), with their real counts. */
export function popularTopics(posts: readonly BlogPostSummary[], limit: number): Topic[] {
  const topics = new Map<string, Topic & { newest: string }>();
  for (const post of posts) {
    const category = post.category.toLowerCase();
    const topic = topics.get(category);
    if (topic) {
      topic.count += 1;
      if (post.publishedAt > topic.newest) topic.newest = post.publishedAt;
    } else {
      topics.set(category, { category, label: post.category, count: 1, newest: post.publishedAt });
    }
  }
  return [...topics.values()]
    .sort((a, b) => b.count - a.count || b.newest.localeCompare(a.newest))
    .slice(0, limit)
    .map(({ category, label, count }) => ({ category, label, count }));
}
