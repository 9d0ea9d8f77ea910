import type { PublicUser } from '@nurseprep/contracts';
import type { FakeHandlers } from '@nurseprep/shared-ui/testing';

/** Who the fake API takes to be signed in: null for a visitor. Tests change it as their story goes. */
export interface FakeSession {
  user: PublicUser | null;
}

/**
 * The account endpoints every shell page calls, for the contract-checked fake of the API: the current user from
 * `session`, and signing out, which makes a visitor of them. Spread them into `installFakeApi` with the handlers
 * of the requests a test is about, which replace these when they name the same endpoint.
 */
export function fakeAccountHandlers(session: FakeSession) {
  return {
    'GET /api/auth/user': () => ({ status: 200, body: session.user }),
    'POST /api/auth/logout': () => {
      session.user = null;
      return { status: 204, body: undefined };
    },
  } satisfies FakeHandlers;
}
