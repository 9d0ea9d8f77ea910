import type { FastifyInstance } from 'fastify';

/** A one-click body is one short field; anything much longer is not one. */
const ONE_CLICK_BODY_LIMIT = 16 * 1024;

function badBody(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}

/**
 * The fields of a multipart/form-data body made of text parts (RFC 7578), the way RFC 8058 asks mail
 * providers to send List-Unsubscribe=One-Click. Files and nested parts are not expected here and are read as
 * text like any other part.
 */
export function multipartFields(body: string, contentType: string): Record<string, string> | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const entries: [string, string][] = [];
  for (const part of body.split(`--${boundary}`)) {
    const separator = /\r?\n\r?\n/.exec(part);
    if (!separator) continue;
    const headers = part.slice(0, separator.index);
    const name = /content-disposition:[^\r\n]*;\s*name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    entries.push([name, part.slice(separator.index + separator[0].length).replace(/\r?\n$/, '')]);
  }
  // fromEntries defines each name as an own property: a part named __proto__ cannot reach a prototype.
  return Object.fromEntries(entries);
}

/**
 * Reads the two form encodings RFC 8058 allows for a one-click unsubscribe (multipart/form-data, which it
 * prefers, and application/x-www-form-urlencoded). Register them in the unsubscribe route's own scope only.
 */
export function oneClickBodyParsers(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (request, body, done) => {
    const fields = multipartFields(String(body), request.headers['content-type'] ?? '');
    if (fields) done(null, fields);
    else done(badBody('A multipart/form-data body needs a boundary'), undefined);
  });
}
