import { useQuery } from '@tanstack/react-query';
import { endpointQuery, statusOf } from '@nurseprep/shared-ui';

/** Every article without its text, newest first (GET /api/blog-posts). */
export function useBlogPosts() {
  return useQuery(endpointQuery('GET /api/blog-posts'));
}

/** One article with its HTML; null when the server has no article of that slug (404). */
export function useBlogPost(slug: string) {
  const { queryKey, queryFn } = endpointQuery('GET /api/blog-posts/:slug', { params: { slug } });
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await queryFn();
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  });
}
