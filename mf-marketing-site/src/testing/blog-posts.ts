import type { BlogPost, BlogPostSummary } from '@nurseprep/contracts';

const summary = (id: number, slug: string, title: string, category: string, publishedAt: string, excerpt: string, readingMinutes = 8): BlogPostSummary => ({
  id,
  slug,
  title,
  category,
  publishedAt,
  readingMinutes,
  author: 'NursePrep Academy Editorial Team',
  excerpt,
  coverImage: `/images/articles/${slug}.svg`,
});

/** Eight articles (more than one page of six) in five categories, as GET /api/blog-posts answers: newest first. */
export const blogPostsFixture: BlogPostSummary[] = [
  summary(1, 'how-to-pass-teas-7', 'How to Pass the ATI TEAS 7 on Your First Try', 'TEAS Exam', '2023-04-05', 'Know the four sections and their timing.'),
  summary(2, 'teas-math-tips', 'TEAS Math Without Panic', 'TEAS Exam', '2023-04-01', 'Fractions, ratios and conversions made routine.'),
  summary(3, 'hesi-vs-teas', 'HESI A2 vs. TEAS: Which Exam Should You Take?', 'HESI A2', '2023-03-30', 'Both exams measure readiness for nursing school.', 10),
  summary(4, 'nursing-school-study-habits', '10 Essential Study Habits for Nursing School Success', 'Study Skills', '2023-03-25', 'Understand, not just memorise.', 12),
  summary(5, 'mastering-nclex-rn', 'Mastering the NCLEX-RN: Study Strategies That Work', 'NCLEX-RN', '2023-03-20', 'Prioritisation and clinical judgment.', 15),
  summary(6, 'teas-science', 'TEAS Science: Anatomy First', 'TEAS Exam', '2023-03-15', 'The largest part of the science section.'),
  summary(7, 'pharmacology-memory-techniques', 'Pharmacology Memory Techniques for Nursing Students', 'Pharmacology', '2023-03-10', 'Drug-name stems and smart flashcards.', 12),
  summary(8, 'clinical-skills-mastery', 'Clinical Skills Mastery: From Skills Lab to Bedside', 'Study Skills', '2023-03-05', 'Safe, confident care on the unit.', 18),
];

/** One article as GET /api/blog-posts/:slug answers. */
export function blogPostFixture(slug: string, overrides: Partial<BlogPost> = {}): BlogPost {
  const post = blogPostsFixture.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no fixture ${slug}`);
  return {
    ...post,
    content: '## Know the Exam\n\nText.',
    html: '<p>The TEAS 7 has four sections.</p>\n<h2 id="know-the-exam">Know the Exam</h2>\n<p>Text.</p>\n<h2 id="on-test-day">On Test Day</h2>\n<p>Arrive early.</p>\n',
    headings: [
      { id: 'know-the-exam', text: 'Know the Exam', level: 2 },
      { id: 'on-test-day', text: 'On Test Day', level: 2 },
    ],
    ...overrides,
  };
}
