import { errorResponseSchema } from '../errors';
import { practiceProgressSchema } from '../practice';
import { defineEndpoints } from '../endpoint';

/** Practice questions: a signed-in student's progress. */
export const practiceEndpoints = defineEndpoints({
  'GET /api/practice/progress': {
    tags: ['practice'],
    summary: "The signed-in student's trend per bank and category",
    responses: { 200: practiceProgressSchema, 401: errorResponseSchema },
  },
});
