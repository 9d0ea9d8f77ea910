import { z } from 'zod';

/** Formats of the content files in api/content/*.json (loaded into the database at start-up). */
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');
const text = z.string().trim().min(1);

export const examTypeFileSchema = z.array(z.object({ slug, name: text, description: text }));
export const schoolTypeFileSchema = z.array(
  z.object({ slug, name: text, description: text, headerColor: z.string().regex(/^#[0-9a-fA-F]{6}$/) }),
);
export const testimonialFileSchema = z.array(
  z.object({
    key: slug,
    content: text,
    authorName: text,
    authorRole: text,
    initials: z.string().trim().min(1).max(4),
    rating: z.number().int().min(1).max(5),
    exam: text,
  }),
);
export const blogPostFileSchema = z.array(
  z.object({
    slug,
    title: text,
    category: text,
    publishedAt: z.iso.date(),
    readingMinutes: z.number().int().positive(),
    author: text,
    excerpt: text,
    /** A URL, or a path on this site (the article covers are served at /images/articles/<slug>.svg). */
    coverImage: z.union([z.url(), z.string().regex(/^\/(?!\/)\S+$/)]).optional(),
    content: text,
  }),
);
/**
 * The front matter of an article file, api/content/articles/<slug>.md (the body below it is Markdown).
 * Unknown fields are refused, so a misspelt one stops start-up instead of vanishing. YAML may read an
 * unquoted date as a Date: it is taken as that calendar day.
 */
export const articleFrontMatterSchema = z.strictObject({
  slug,
  title: text.max(300),
  category: text.max(100),
  date: z.preprocess((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value), z.iso.date()),
  author: text.max(200),
  excerpt: text,
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export const studyMaterialFileSchema = z.array(
  z.object({
    key: slug,
    title: text,
    description: text,
    type: text,
    content: text,
    examType: slug.optional(),
    schoolType: slug.optional(),
  }),
);

/** API answers for the content endpoints. */
export const examTypeSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string() });
export type ExamType = z.infer<typeof examTypeSchema>;

export const schoolTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  headerColor: z.string(),
});
export type SchoolType = z.infer<typeof schoolTypeSchema>;

export const studyMaterialSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  content: z.string(),
  examTypeId: z.number().int().nullable(),
  schoolTypeId: z.number().int().nullable(),
});
export type StudyMaterial = z.infer<typeof studyMaterialSchema>;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  publishedAt: z.iso.date(),
  readingMinutes: z.number().int(),
  author: z.string(),
  excerpt: z.string(),
  coverImage: z.string().nullable(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A heading of an article's body, for its table of contents (the id is the heading's anchor). */
export const articleHeadingSchema = z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) });
export type ArticleHeading = z.infer<typeof articleHeadingSchema>;

/**
 * One article: its Markdown (`content`), and that Markdown rendered on the server to safe HTML (`html`:
 * raw HTML in the source is escaped, unsafe link schemes are refused) with ids on its headings.
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  html: z.string(),
  headings: z.array(articleHeadingSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  content: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  initials: z.string(),
  rating: z.number().int(),
  exam: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(100) });
