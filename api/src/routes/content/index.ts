import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogPostSchema,
  blogPostSummarySchema,
  errorResponseSchema,
  examTypeSchema,
  schoolTypeSchema,
  slugParamsSchema,
  studyMaterialSchema,
  testimonialSchema,
  type BlogPost,
  type BlogPostSummary,
} from '@nurseprep/contracts';
import { cacheJson, sendCachedJson, type CachedJson } from '../../lib/cached-json';
import { HttpError } from '../../lib/http-error';

function summaryOf({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/**
 * Content that only changes with a deploy (the content files are loaded at start-up): read from the
 * database once when the app starts, serialized once, and answered from memory with an ETag.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = await app.repositories.content.snapshot();
  const materialsFor = (key: 'examTypeId' | 'schoolTypeId', id: number) =>
    cacheJson(content.studyMaterials.filter((material) => material[key] === id));

  const examTypes = cacheJson(content.examTypes);
  const schoolTypes = cacheJson(content.schoolTypes);
  const materialsByExamType = new Map(content.examTypes.map((type) => [type.slug, materialsFor('examTypeId', type.id)]));
  const materialsBySchoolType = new Map(content.schoolTypes.map((type) => [type.slug, materialsFor('schoolTypeId', type.id)]));
  const blogPosts = cacheJson(content.blogPosts.map(summaryOf));
  const blogPostsBySlug = new Map(content.blogPosts.map((post) => [post.slug, cacheJson(post)]));
  const testimonials = cacheJson(content.testimonials);

  const found = (cached: CachedJson | undefined, what: string): CachedJson => {
    if (!cached) throw new HttpError(404, `${what} not found`);
    return cached;
  };
  const notModified = { 304: z.void() };

  app.get(
    '/api/exam-types',
    { schema: { tags: ['content'], summary: 'Exam types', response: { 200: z.array(examTypeSchema), ...notModified } } },
    (request, reply) => sendCachedJson(request, reply, examTypes),
  );
  app.get(
    '/api/exam-types/:slug/study-materials',
    {
      schema: {
        tags: ['content'],
        summary: 'Study materials of an exam type',
        params: slugParamsSchema,
        response: { 200: z.array(studyMaterialSchema), 404: errorResponseSchema, ...notModified },
      },
    },
    (request, reply) => sendCachedJson(request, reply, found(materialsByExamType.get(request.params.slug), 'Exam type')),
  );
  app.get(
    '/api/school-types',
    { schema: { tags: ['content'], summary: 'School types', response: { 200: z.array(schoolTypeSchema), ...notModified } } },
    (request, reply) => sendCachedJson(request, reply, schoolTypes),
  );
  app.get(
    '/api/school-types/:slug/study-materials',
    {
      schema: {
        tags: ['content'],
        summary: 'Study materials of a school',
        params: slugParamsSchema,
        response: { 200: z.array(studyMaterialSchema), 404: errorResponseSchema, ...notModified },
      },
    },
    (request, reply) => sendCachedJson(request, reply, found(materialsBySchoolType.get(request.params.slug), 'School type')),
  );
  app.get(
    '/api/blog-posts',
    { schema: { tags: ['content'], summary: 'Blog posts, newest first, without their text', response: { 200: z.array(blogPostSummarySchema), ...notModified } } },
    (request, reply) => sendCachedJson(request, reply, blogPosts),
  );
  app.get(
    '/api/blog-posts/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One blog post with its markdown text',
        params: slugParamsSchema,
        response: { 200: blogPostSchema, 404: errorResponseSchema, ...notModified },
      },
    },
    (request, reply) => sendCachedJson(request, reply, found(blogPostsBySlug.get(request.params.slug), 'Blog post')),
  );
  app.get(
    '/api/testimonials',
    { schema: { tags: ['content'], summary: 'Testimonials', response: { 200: z.array(testimonialSchema), ...notModified } } },
    (request, reply) => sendCachedJson(request, reply, testimonials),
  );
};
