import { step, type Scenario } from './scenario';

/** Who is signed in, as every page asks, and signing out, which makes a visitor of anyone. */
export const accountScenarios: readonly Scenario[] = [
  {
    title: 'a visitor is nobody, and signing out leaves them a visitor',
    signedIn: false,
    steps: [step('GET /api/auth/user', {}, 200, null), step('POST /api/auth/logout', {}, 204), step('GET /api/auth/user', {}, 200, null)],
  },
  {
    title: 'a signed-in student is the current user until they sign out',
    signedIn: true,
    steps: [step('GET /api/auth/user', {}, 200, { role: 'student' }), step('POST /api/auth/logout', {}, 204), step('GET /api/auth/user', {}, 200, null)],
  },
];
