import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ApiDocsAccess } from '../config';

/**
 * OpenAPI built from the routes' zod schemas, browsable at /api/docs: for anyone, for staff only (401/403 for
 * others, the page's files included), or not served at all. Registered after the sessions (staff only needs
 * them) and before the routes it describes. Swagger UI sets its own Content-Security-Policy (hashes of its
 * inline code) on its pages only; the site's CSP stays strict.
 */
export const apiDocs = fp<{ access: ApiDocsAccess }>(async (app, { access }) => {
  if (access === 'off') return;
  await app.register(swagger, {
    openapi: {
      info: { title: 'NursePrep Academy API', version: '1.0.0' },
      tags: [
        { name: 'accounts', description: 'Sign-up, sign-in and the current user' },
        { name: 'forms', description: 'Tutoring, contact and service-request submissions' },
        { name: 'content', description: 'Exam types, study materials, blog posts, testimonials' },
        { name: 'staff', description: 'Marketing dashboard (staff only)' },
        { name: 'flashcards', description: 'Flashcard decks, and a signed-in student\'s FSRS review state' },
        { name: 'study-plans', description: 'A signed-in student\'s study plan per exam' },
        { name: 'operations', description: 'Liveness and readiness of an instance' },
      ],
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'nurseprep_session' } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  await app.register(async (docs) => {
    if (access === 'staff') docs.addHook('preHandler', app.requireStaff);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Like the site's own policy: inline styles allowed (Swagger UI sets style attributes, as
      // styled-components does on the site), no upgrade-insecure-requests (breaks the page over plain HTTP).
      transformStaticCSP: (header) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
    });
  });
}, { name: 'api-docs' });
