import type { BlogPost, BlogPostSummary, Testimonial } from '@nurseprep/contracts';
import { installFakeApi, type FakeHandlers } from '@nurseprep/shared-ui/testing';

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

/** An article of the list above with a short text, as GET /api/blog-posts/:slug answers it. */
function testBlogPost(summary: BlogPostSummary): BlogPost {
  return { ...summary, content: 'Text.', html: '<p>Text.</p>\n', headings: [] };
}

/**
 * The API as the marketing pages meet it: the content reads answer with the test data above (an article the list
 * does not hold is not found) and the lead forms store what they are sent (201).
 */
export const marketingHandlers = {
  'GET /api/testimonials': () => ({ status: 200, body: testTestimonials }),
  'GET /api/blog-posts': () => ({ status: 200, body: testBlogPosts }),
  'GET /api/blog-posts/:slug': ({ params }) => {
    const summary = testBlogPosts.find((post) => post.slug === params.slug);
    return summary ? { status: 200, body: testBlogPost(summary) } : { status: 404, body: { message: 'Blog post not found' } };
  },
  'POST /api/tutoring-inquiries': () => ({ status: 201, body: { id: 1 } }),
  'POST /api/service-requests': () => ({ status: 201, body: { id: 1 } }),
} satisfies FakeHandlers;

/** Installs the contract-checked fake API with the marketing handlers, each one replaced by `handlers` where given. */
export function installMarketingApi(handlers: FakeHandlers = {}) {
  return installFakeApi({ ...marketingHandlers, ...handlers });
}

/** The JSON body of the n-th POST the page sent, as it went over the wire (before the contract parsed it). */
export function postedBody(fetchMock: jest.Mock, index = 0): unknown {
  const posts = fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
  const init = posts[index]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
