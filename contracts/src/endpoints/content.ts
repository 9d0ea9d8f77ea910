import { z } from 'zod';
import { examTypeSchema, schoolTypeSchema, slugParamsSchema, studyMaterialSchema } from '../content';
import { errorResponseSchema } from '../errors';
import { defineEndpoints } from '../endpoint';
import { documentEndpoints } from './documents';
import { notModifiedResponseSchema } from './not-modified';

/**
 * The exam and school types with their study materials, and the study documents: content loaded at start-up,
 * the same for everyone.
 */
export const contentEndpoints = defineEndpoints({
  'GET /api/exam-types': {
    tags: ['content'],
    summary: 'Exam types',
    responses: { 200: z.array(examTypeSchema), 304: notModifiedResponseSchema },
  },
  'GET /api/exam-types/:slug/study-materials': {
    tags: ['content'],
    summary: 'Study materials of an exam type',
    params: slugParamsSchema,
    responses: { 200: z.array(studyMaterialSchema), 304: notModifiedResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  'GET /api/school-types': {
    tags: ['content'],
    summary: 'School types',
    responses: { 200: z.array(schoolTypeSchema), 304: notModifiedResponseSchema },
  },
  'GET /api/school-types/:slug/study-materials': {
    tags: ['content'],
    summary: 'Study materials of a school',
    params: slugParamsSchema,
    responses: { 200: z.array(studyMaterialSchema), 304: notModifiedResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  ...documentEndpoints,
});
