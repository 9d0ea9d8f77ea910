import { currentUserSchema } from '../auth';
import { defineEndpoints } from '../endpoint';

/** Who is signed in. */
export const accountEndpoints = defineEndpoints({
  'GET /api/auth/user': {
    tags: ['accounts'],
    summary: 'The signed-in user, or null for a visitor',
    responses: { 200: currentUserSchema },
  },
});
