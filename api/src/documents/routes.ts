import path from 'node:path';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DocumentFilters } from '@nurseprep/contracts';
import { cacheJson, sendCachedJson, type CachedJson } from '../lib/cached-json';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';
import { loadDocumentCatalog, type DocumentCatalog } from './document-catalog';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built study documents (the file routes name downloads after their titles). */
    studyDocuments: DocumentCatalog;
  }
}

/** Filtered answers kept in memory; the filters pages use are few, so this bounds only odd queries. */
const MAX_CACHED_QUERIES = 500;

/**
 * `GET /api/documents` (filtered) and `GET /api/documents/:id`, from the index the build wrote, loaded once at
 * start-up and answered from memory with an ETag. The sources are validated at start-up too.
 */
export const documentRoutes = fp<{ filesDir: string; contentDir: string }>(async (app, { filesDir, contentDir }) => {
  const catalog = loadDocumentCatalog({
    filesDir,
    sourcesDir: path.join(contentDir, 'documents'),
    warn: (message) => app.log.warn(message),
  });
  app.decorate('studyDocuments', catalog);

  const byId = new Map(catalog.documents.map((document) => [document.id, cacheJson(document)]));
  const lists = new Map<string, CachedJson>();
  const listFor = (filters: DocumentFilters): CachedJson => {
    const key = JSON.stringify(Object.entries(filters).filter(([, value]) => value !== undefined).sort(([a], [b]) => a.localeCompare(b)));
    const cached = lists.get(key);
    if (cached) return cached;
    const list = cacheJson(catalog.filter(filters));
    if (lists.size < MAX_CACHED_QUERIES) lists.set(key, list);
    return list;
  };

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.route({
    ...endpointRoute('GET /api/documents'),
    handler: (request, reply) => sendCachedJson(request, reply, listFor(request.query)),
  });
  typed.route({
    ...endpointRoute('GET /api/documents/:id'),
    handler: (request, reply) => {
      const cached = byId.get(request.params.id);
      if (!cached) throw new HttpError(404, 'Document not found');
      sendCachedJson(request, reply, cached);
    },
  });
}, { name: 'document-routes' });
