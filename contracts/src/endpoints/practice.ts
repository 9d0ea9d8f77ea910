import { errorResponseSchema } from '../errors';
import {
  attemptEnvelopeSchema,
  attemptListQuerySchema,
  attemptListSchema,
  attemptParamsSchema,
  attemptQuestionParamsSchema,
  claimAttemptsRequestSchema,
  claimAttemptsResponseSchema,
  createAttemptRequestSchema,
  createAttemptResponseSchema,
  practiceBanksResponseSchema,
  practiceProgressSchema,
  practiceStaffSummarySchema,
  practiceTokenHeader,
  saveResponseRequestSchema,
  saveResponseResultSchema,
  submitAttemptResponseSchema,
} from '../practice';
import { defineEndpoints } from '../endpoint';

const tokenNote = `Visitors send the token returned at creation in the ${practiceTokenHeader} header; an attempt that is not yours is 404.`;

/**
 * Practice questions: the banks (anyone), attempts graded on the server (a signed-in student's belong to the
 * account, a visitor's to the token returned at creation), a student's progress and the staff totals.
 */
export const practiceEndpoints = defineEndpoints({
  'GET /api/practice/banks': {
    tags: ['practice'],
    summary: 'The question banks, their categories (with question counts) and modes',
    responses: { 200: practiceBanksResponseSchema },
  },
  'POST /api/practice/attempts': {
    tags: ['practice'],
    summary: `Start an attempt (questions without their answers). A visitor gets a token, once. ${tokenNote}`,
    body: createAttemptRequestSchema,
    responses: { 201: createAttemptResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'GET /api/practice/attempts': {
    tags: ['practice'],
    summary: "The signed-in student's attempts, newest first",
    query: attemptListQuerySchema,
    responses: { 200: attemptListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
  'POST /api/practice/attempts/claim': {
    tags: ['practice'],
    summary: "Move this browser's visitor attempts (id and token) to the signed-in account; unknown ones are ignored",
    body: claimAttemptsRequestSchema,
    responses: { 200: claimAttemptsResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, 401: errorResponseSchema },
  },
  'GET /api/practice/attempts/:id': {
    tags: ['practice'],
    summary: `An attempt as it stands (a section whose time is up is closed first). ${tokenNote}`,
    params: attemptParamsSchema,
    responses: { 200: attemptEnvelopeSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  'PUT /api/practice/attempts/:id/responses/:questionId': {
    tags: ['practice'],
    summary: 'Answer or flag a question: practice mode answers with the result (the first answer stands), timed modes with saved',
    params: attemptQuestionParamsSchema,
    body: saveResponseRequestSchema,
    responses: { 200: saveResponseResultSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/practice/attempts/:id/sections/next': {
    tags: ['practice'],
    summary: "Close the current section (it cannot be reopened) and start the next one's clock",
    params: attemptParamsSchema,
    responses: { 200: attemptEnvelopeSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/practice/attempts/:id/submit': {
    tags: ['practice'],
    summary: 'Submit and grade the attempt (submitting again answers the same results)',
    params: attemptParamsSchema,
    responses: { 200: submitAttemptResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'GET /api/practice/attempts/:id/results': {
    tags: ['practice'],
    summary: 'Results of a submitted attempt: score, per category, TEAS level, interpretation, weakest categories, review with rationales',
    params: attemptParamsSchema,
    responses: { 200: submitAttemptResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  'GET /api/practice/progress': {
    tags: ['practice'],
    summary: "The signed-in student's trend per bank and category",
    responses: { 200: practiceProgressSchema, 401: errorResponseSchema },
  },
  'GET /api/staff/practice/summary': {
    tags: ['staff'],
    summary: 'Practice totals (attempts by bank and mode, submitted, average percent, students with attempts); no per-student data',
    responses: { 200: practiceStaffSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema },
  },
});
