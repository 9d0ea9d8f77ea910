import type { PublicUser } from '@nurseprep/contracts';

/** A student as GET /api/auth/user answers for a signed-in visitor. */
export const signedInUser: PublicUser = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'HESI',
  role: 'student',
  emailVerified: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};
