import { errorResponseSchema } from '../errors';

/** A staff-only endpoint's refusals: 401 to visitors and 403 to students, before the request is looked at. */
export const staffOnlyRefusals = { 401: errorResponseSchema, 403: errorResponseSchema } as const;
