import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ErrorResponse } from '@nurseprep/contracts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin a browser would call ours: protocol and Host (as seen through a trusted proxy). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery guard: a state-changing request must come from our own origin (or one in
 * ALLOWED_ORIGINS), judged by Origin, or by Referer when a browser sent no Origin. A request with neither
 * header is let through: browsers always send one of them on cross-site form posts and fetches that carry
 * cookies, so such requests come from curl, scripts or servers, where no victim's cookie is at stake.
 */
export const originCheck = fp<{ allowedOrigins: string[] }>(async (app, { allowedOrigins }) => {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const claimed = origin !== undefined ? originOf(origin) : referer !== undefined ? originOf(referer) : undefined;
    if (claimed === undefined) return;
    if (claimed !== null && (claimed === ownOrigin(request) || allowed.has(claimed))) return;
    return reply.code(403).send({ message: 'Cross-origin request refused' } satisfies ErrorResponse);
  });
}, { name: 'origin-check' });
