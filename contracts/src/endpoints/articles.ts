import { z } from 'zod';
import { blogPostSchema, blogPostSummarySchema, slugParamsSchema, testimonialSchema } from '../content';
import { errorResponseSchema } from '../errors';
import { defineEndpoints } from '../endpoint';
import { notModifiedResponseSchema } from './not-modified';

/** The marketing site's reads, answered from memory with an ETag: the articles (the blog) and the success stories. */
export const articleEndpoints = defineEndpoints({
  'GET /api/blog-posts': {
    tags: ['content'],
    summary: 'Blog posts, newest first, without their text',
    responses: { 200: z.array(blogPostSummarySchema), 304: notModifiedResponseSchema },
  },
  'GET /api/blog-posts/:slug': {
    tags: ['content'],
    summary: 'One blog post with its Markdown text, that text as safe HTML, and its headings',
    params: slugParamsSchema,
    responses: { 200: blogPostSchema, 304: notModifiedResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  'GET /api/testimonials': {
    tags: ['content'],
    summary: 'Testimonials',
    responses: { 200: z.array(testimonialSchema), 304: notModifiedResponseSchema },
  },
});
