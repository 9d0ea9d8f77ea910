import fp from 'fastify-plugin';

/** What an API answer is sent with when its route says nothing: it may be someone's own data. */
export const API_DEFAULT_CACHE_CONTROL = 'private, no-store';

/**
 * Answers of `/api/*` are never stored by a browser or a shared cache unless their route says otherwise (public
 * content, the sitemap's data, decks): most are for one session (the user, their leads, their practice).
 */
export const cachePolicy = fp(async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', API_DEFAULT_CACHE_CONTROL);
    return payload;
  });
}, { name: 'cache-policy' });
