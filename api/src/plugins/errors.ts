import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@nurseprep/contracts';
import { HttpError } from '../lib/http-error';
import { NUMBER_OUT_OF_RANGE, postgresErrorOf, UNIQUE_VIOLATION, UNSTORABLE_CHARACTER, VALUE_TOO_LONG } from '../lib/database-errors';

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/**
 * One JSON error shape for every failure. Validation errors carry the contracts' messages per field;
 * constraint errors that slip past validation become 409/400; anything else is logged and answered with
 * "Internal Server Error" only, so no stack trace, SQL or driver text reaches a client.
 */
export const errorHandling = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      let wholeBodyMessage: string | null = null;
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath ?? '');
        if (field === '') {
          wholeBodyMessage = error.validationContext === 'body' ? 'The request body must be a JSON object' : 'Invalid request';
          continue;
        }
        (fieldErrors[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      const firstMessage = Object.values(fieldErrors)[0]?.[0];
      const body: ErrorResponse = { message: wholeBodyMessage ?? firstMessage ?? 'Invalid request', fieldErrors };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorResponse = error.fieldErrors ? { message: error.message, fieldErrors: error.fieldErrors } : { message: error.message };
      return reply.code(error.statusCode).send(body);
    }
    const databaseError = postgresErrorOf(error);
    if (databaseError?.code === UNIQUE_VIOLATION) {
      return reply.code(409).send({ message: 'This record already exists' } satisfies ErrorResponse);
    }
    if (databaseError?.code === VALUE_TOO_LONG) {
      return reply.code(400).send({ message: 'A value is too long' } satisfies ErrorResponse);
    }
    if (databaseError?.code === NUMBER_OUT_OF_RANGE) {
      return reply.code(400).send({ message: 'A number is out of range' } satisfies ErrorResponse);
    }
    if (databaseError && UNSTORABLE_CHARACTER.has(databaseError.code)) {
      return reply.code(400).send({ message: 'A value contains a character that is not allowed' } satisfies ErrorResponse);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().slice(0, 100) ?? '';
      const message = `Unsupported content type ${contentType || '(none)'}: send the body as JSON (application/json)`;
      return reply.code(415).send({ message } satisfies ErrorResponse);
    }
    const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500 && databaseError === null) {
      // Fastify's own client errors (malformed JSON, 413, 415) and the rate limiter's 429 (its Retry-After
      // header is already set) say what went wrong in words safe to show.
      return reply.code(statusCode).send({ message: error.message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error' } satisfies ErrorResponse);
  });
}, { name: 'error-handling' });
