import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

/**
 * The baseline: a bare node:http server answering the same bytes the API answers (read from BODIES_FILE,
 * path -> JSON or HTML text), and POST /api/service-requests with 201 {id} after reading and parsing the body.
 * Nothing else: no routing library, validation, database, logging or headers beyond the content type.
 */
const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.env.BODIES_FILE ?? '', 'utf8')) as Record<string, string>));
let nextId = 0;

createServer((request, response) => {
  if (request.method === 'POST') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      nextId += 1;
      response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ id: nextId }));
    });
    return;
  }
  // The query only tells the real server's page cache apart: the bare server answers the page's bytes.
  const body = bodies.get((request.url ?? '').split('?')[0] ?? '');
  if (body === undefined) {
    response.writeHead(404).end();
    return;
  }
  const type = body.startsWith('<') ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  response.writeHead(200, { 'content-type': type }).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
