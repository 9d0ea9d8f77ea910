import { z } from 'zod';
import { documentFiltersSchema, documentIdParamsSchema, studyDocumentSchema } from '../documents';
import { errorResponseSchema } from '../errors';
import { defineEndpoints } from '../endpoint';
import { notModifiedResponseSchema } from './not-modified';

/** The built study documents (PDF and Word), from the index loaded at start-up; the files are served elsewhere. */
export const documentEndpoints = defineEndpoints({
  'GET /api/documents': {
    tags: ['content'],
    summary: 'Study documents (PDF and Word), filtered by every given field; type, course and section case-insensitively',
    query: documentFiltersSchema,
    responses: { 200: z.array(studyDocumentSchema), 304: notModifiedResponseSchema, 400: errorResponseSchema },
  },
  'GET /api/documents/:id': {
    tags: ['content'],
    summary: 'One study document',
    params: documentIdParamsSchema,
    responses: { 200: studyDocumentSchema, 304: notModifiedResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
});
