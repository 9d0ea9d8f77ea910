import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BlogPost, BlogPostSummary } from '@nurseprep/contracts';
import { cacheJson, sendCachedJson, type CachedJson } from '../lib/cached-json';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';
import { renderArticle } from '../seed/article-markdown';
import { COVERS_FOLDER } from '../seed/read-articles';

function summaryOf({ content: _content, ...summary }: Omit<BlogPost, 'html' | 'headings'>): BlogPostSummary {
  return summary;
}

/** The article covers (CONTENT_DIR/articles/covers/<slug>.svg), read once: name -> bytes and ETag. */
function readCovers(contentDir: string): Map<string, { body: Buffer; etag: string }> {
  const folder = path.join(contentDir, COVERS_FOLDER);
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => /^[a-z0-9-]+\.svg$/.test(name))
      .map((name) => {
        const body = readFileSync(path.join(folder, name));
        return [name, { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }];
      }),
  );
}

/**
 * Content that only changes with a deploy (the content files are loaded at start-up): read from the
 * database once when the app starts, serialized once, and answered from memory with an ETag.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ contentDir: string }> = async (app, { contentDir }) => {
  const content = await app.repositories.content.snapshot();
  const materialsFor = (key: 'examTypeId' | 'schoolTypeId', id: number) =>
    cacheJson(content.studyMaterials.filter((material) => material[key] === id));

  const examTypes = cacheJson(content.examTypes);
  const schoolTypes = cacheJson(content.schoolTypes);
  const materialsByExamType = new Map(content.examTypes.map((type) => [type.slug, materialsFor('examTypeId', type.id)]));
  const materialsBySchoolType = new Map(content.schoolTypes.map((type) => [type.slug, materialsFor('schoolTypeId', type.id)]));
  const blogPosts = cacheJson(content.blogPosts.map(summaryOf));
  // Markdown becomes safe HTML once, at start-up (see seed/article-markdown.ts).
  const blogPostsBySlug = new Map(
    content.blogPosts.map((post) => {
      const { html, headings } = renderArticle(post.content);
      return [post.slug, cacheJson({ ...post, html, headings } satisfies BlogPost)];
    }),
  );
  const covers = readCovers(contentDir);
  const testimonials = cacheJson(content.testimonials);

  const found = (cached: CachedJson | undefined, what: string): CachedJson => {
    if (!cached) throw new HttpError(404, `${what} not found`);
    return cached;
  };

  app.route({
    ...endpointRoute('GET /api/exam-types'),
    handler: (request, reply) => sendCachedJson(request, reply, examTypes),
  });
  app.route({
    ...endpointRoute('GET /api/exam-types/:slug/study-materials'),
    handler: (request, reply) => sendCachedJson(request, reply, found(materialsByExamType.get(request.params.slug), 'Exam type')),
  });
  app.route({
    ...endpointRoute('GET /api/school-types'),
    handler: (request, reply) => sendCachedJson(request, reply, schoolTypes),
  });
  app.route({
    ...endpointRoute('GET /api/school-types/:slug/study-materials'),
    handler: (request, reply) => sendCachedJson(request, reply, found(materialsBySchoolType.get(request.params.slug), 'School type')),
  });
  app.route({
    ...endpointRoute('GET /api/blog-posts'),
    handler: (request, reply) => sendCachedJson(request, reply, blogPosts),
  });
  app.route({
    ...endpointRoute('GET /api/blog-posts/:slug'),
    handler: (request, reply) => sendCachedJson(request, reply, found(blogPostsBySlug.get(request.params.slug), 'Blog post')),
  });
  app.get(
    '/images/articles/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(120) }) } },
    (request, reply) => {
      const cover = covers.get(request.params.name);
      if (!cover) return reply.code(404).send({ message: 'File not found' });
      reply.header('ETag', cover.etag).header('Cache-Control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === cover.etag) return reply.code(304).send();
      return reply.type('image/svg+xml').send(cover.body);
    },
  );
  app.route({
    ...endpointRoute('GET /api/testimonials'),
    handler: (request, reply) => sendCachedJson(request, reply, testimonials),
  });
};
