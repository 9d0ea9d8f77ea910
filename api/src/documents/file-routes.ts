import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ErrorResponse } from '@nurseprep/contracts';
import { resolveFileInside } from '../lib/safe-file';

const contentTypes: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */
function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

interface FileRoute {
  prefix: string;
  folder: string;
  /** Study documents are for signed-in users; free resources for everyone. */
  gate?: preHandlerAsyncHookHandler;
}

/**
 * Study files from FILES_DIR, always as downloads. Unknown or escaping paths are 404. A file the study
 * documents index lists is saved under its title ('<title>.pdf'); any other under its own name.
 */
export const fileRoutes: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  const routes: FileRoute[] = [
    { prefix: '/attached_assets', folder: 'attached_assets', gate: app.requireUser },
    { prefix: '/documents', folder: 'documents', gate: app.requireUser },
    { prefix: '/resources/free', folder: 'free' },
  ];
  const documents = app.hasDecorator('studyDocuments') ? app.studyDocuments : undefined;
  for (const route of routes) {
    const root = path.join(filesDir, route.folder);
    const handler = async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
      const file = await resolveFileInside(root, request.params['*']);
      if (!file) return reply.code(404).send({ message: 'File not found' } satisfies ErrorResponse);
      const downloadName = documents?.downloadNameOf(route.folder, request.params['*']) ?? path.basename(file);
      return reply
        .header('Content-Type', contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('Content-Disposition', attachment(downloadName))
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(file));
    };
    app.get<{ Params: { '*': string } }>(`${route.prefix}/*`, route.gate ? { preHandler: route.gate } : {}, handler);
  }
};
