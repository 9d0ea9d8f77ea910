import type { BlogPostSummary, Testimonial } from '@nurseprep/contracts';
import { fakeResponse } from '@nurseprep/shared-ui/testing';

export const testTestimonials: Testimonial[] = [
  { id: 1, key: 'nclex-rn-maria', content: 'I passed on my second attempt.', authorName: 'Maria Gonzalez', authorRole: 'Registered Nurse', initials: 'MG', rating: 5, exam: 'NCLEX-RN' },
  { id: 2, key: 'teas-james', content: 'The study plan kept me on track.', authorName: 'James Carter', authorRole: 'Nursing Student', initials: 'JC', rating: 5, exam: 'TEAS' },
];

export const testBlogPosts: BlogPostSummary[] = [
  { id: 1, slug: 'how-to-pass-teas-7', title: 'How to Pass the ATI TEAS 7', category: 'TEAS Exam', publishedAt: '2026-01-10', readingMinutes: 8, author: 'Team', excerpt: 'Know the four sections.', coverImage: null },
  { id: 2, slug: 'hesi-vs-teas', title: 'HESI A2 vs. TEAS', category: 'HESI A2', publishedAt: '2026-03-02', readingMinutes: 10, author: 'Team', excerpt: 'Both exams measure readiness.', coverImage: null },
  { id: 3, slug: 'mastering-nclex-rn', title: 'Mastering the NCLEX-RN', category: 'NCLEX-RN', publishedAt: '2025-11-20', readingMinutes: 12, author: 'Team', excerpt: 'Clinical judgment first.', coverImage: null },
  { id: 4, slug: 'clinical-skills-mastery', title: 'Clinical Skills Mastery', category: 'Clinical Skills', publishedAt: '2026-02-14', readingMinutes: 9, author: 'Team', excerpt: 'From skills lab to bedside.', coverImage: null },
];

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fetch stand-in for the marketing pages: the content reads answer with test data; POSTs answer with
 * `posts[path]` (201 by default). Every call is recorded by the returned jest mock.
 */
export function fakeApi(posts: Record<string, FakeAnswer | (() => Promise<FakeAnswer>)> = {}) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const configured = posts[url] ?? { status: 201, body: { id: 1 } };
      const answer = typeof configured === 'function' ? await configured() : configured;
      const response = fakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body));
      return { ...response, headers: new Headers(answer.headers ?? {}) } as Response;
    }
    if (url === '/api/testimonials') return fakeResponse(200, JSON.stringify(testTestimonials));
    if (url === '/api/blog-posts') return fakeResponse(200, JSON.stringify(testBlogPosts));
    return fakeResponse(404, JSON.stringify({ message: 'Not found' }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the n-th POST the page sent. */
export function postedBody(fetchMock: jest.Mock, index = 0): unknown {
  const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  const init = posts[index]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
