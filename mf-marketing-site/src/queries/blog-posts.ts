import { useQuery } from '@tanstack/react-query';
import type { BlogPost, BlogPostSummary } from '@nurseprep/contracts';
import { throwIfNotOk } from '@nurseprep/shared-ui';

export const BLOG_POSTS_PATH = '/api/blog-posts';

/** Every article without its text, newest first (GET /api/blog-posts). */
export function useBlogPosts() {
  // The shell's query client reads a key's path as JSON.
  return useQuery<BlogPostSummary[]>({ queryKey: [BLOG_POSTS_PATH] });
}

/** One article with its HTML; null when the server has no article of that slug (404). */
export function useBlogPost(slug: string) {
  const path = `${BLOG_POSTS_PATH}/${encodeURIComponent(slug)}`;
  return useQuery<BlogPost | null>({
    queryKey: [path],
    queryFn: async () => {
      const response = await fetch(path, { credentials: 'include' });
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return (await response.json()) as BlogPost;
    },
  });
}
