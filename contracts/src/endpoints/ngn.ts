import { z } from 'zod';
import { errorResponseSchema } from '../errors';
import {
  createNgnSessionSchema,
  ngnAnswerResultSchema,
  ngnAnswerSchema,
  ngnCatalogSchema,
  ngnHistorySchema,
  ngnResultsSchema,
  ngnSessionSchema,
} from '../ngn';
import { defineEndpoints } from '../endpoint';

const sessionParams = z.object({ id: z.uuid({ error: 'Session id must be a UUID' }) });
const itemParams = sessionParams.extend({ itemId: z.string().min(1).max(100, 'Unknown item') });

/**
 * Next Generation NCLEX practice: the catalogue of case studies and stand-alone items for everyone; sessions
 * (a case study, a set of items, the adaptive exam) for signed-in students, graded on the server by NCSBN's rules.
 * Each answer's statuses are written out in its own object: the table's types read the statuses from those keys.
 */
export const ngnEndpoints = defineEndpoints({
  'GET /api/ngn/catalog': {
    tags: ['ngn'],
    summary: 'The NGN case studies and the counts of stand-alone items by type',
    responses: { 200: ngnCatalogSchema },
  },
  'POST /api/ngn/sessions': {
    tags: ['ngn'],
    summary: 'Start a case study, a set of stand-alone items or the adaptive exam (items without their keys)',
    body: createNgnSessionSchema,
    responses: { 201: ngnSessionSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'GET /api/ngn/sessions': {
    tags: ['ngn'],
    summary: "The signed-in student's NGN sessions, newest first",
    responses: { 200: ngnHistorySchema, 401: errorResponseSchema },
  },
  'GET /api/ngn/sessions/:id': {
    tags: ['ngn'],
    summary: 'A session as it stands (an adaptive exam past its time limit ends first)',
    params: sessionParams,
    responses: { 200: ngnSessionSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'PUT /api/ngn/sessions/:id/answers/:itemId': {
    tags: ['ngn'],
    summary: 'Answer an item: practice modes answer with the graded result; the adaptive exam with what comes next (the first answer stands)',
    params: itemParams,
    body: ngnAnswerSchema,
    responses: { 200: ngnAnswerResultSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/ngn/sessions/:id/finish': {
    tags: ['ngn'],
    summary: 'End a session now (an adaptive exam is then decided as when time runs out)',
    params: sessionParams,
    responses: { 200: ngnSessionSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'GET /api/ngn/sessions/:id/results': {
    tags: ['ngn'],
    summary: 'Results of an ended session: points by category and by clinical judgment step, the estimate over time',
    params: sessionParams,
    responses: { 200: ngnResultsSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
});
