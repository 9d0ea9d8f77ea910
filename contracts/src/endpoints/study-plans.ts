import { errorResponseSchema } from '../errors';
import { studyPlanParamsSchema, studyPlanRequestSchema, studyPlanSchema } from '../study-plans';
import { defineEndpoints } from '../endpoint';

/** A signed-in student's saved study plan per exam (the plan itself is built in the browser). */
export const studyPlanEndpoints = defineEndpoints({
  'GET /api/study-plans/:exam': {
    tags: ['study-plans'],
    summary: "The account's saved plan for the exam (teas, hesi or nclex), or 404 when none is saved",
    params: studyPlanParamsSchema,
    responses: { 200: studyPlanSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  'PUT /api/study-plans/:exam': {
    tags: ['study-plans'],
    summary: 'Save the plan for the exam (replaces the saved one; repeated task ids are kept once); past exam dates are kept',
    params: studyPlanParamsSchema,
    body: studyPlanRequestSchema,
    responses: { 200: studyPlanSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  },
});
