import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PublicUser } from '@nurseprep/contracts';
import { createQueryClient } from '../data/query-client';
import { installFakeApi } from '../testing/fake-api';
import { useCurrentUser } from './use-current-user';
import { useSignOut } from './use-sign-out';

const ada: PublicUser = {
  id: 1,
  username: 'nurse_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'TEAS',
  role: 'student',
  emailVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

function renderAccount() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => ({ user: useCurrentUser(), signOut: useSignOut() }), { wrapper });
}

describe('useSignOut', () => {
  it('posts to /api/auth/logout with cookies, then the current user is refetched as a visitor', async () => {
    let signedIn = true;
    const { fetchMock } = installFakeApi({
      'GET /api/auth/user': () => ({ status: 200, body: signedIn ? ada : null }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204, body: undefined };
      },
    });
    const { result } = renderAccount();
    await waitFor(() => expect(result.current.user.data).toEqual(ada));

    await act(() => result.current.signOut.mutateAsync());
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    // The refetch has finished when mutateAsync resolves; React Query hands the new data to React on its next tick.
    await waitFor(() => expect(result.current.user.data).toBeNull());
  });

  it('fails, keeping the user signed in, when the server refuses', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ status: 200, body: ada }),
      'POST /api/auth/logout': () => ({ status: 403, body: { message: 'Cross-origin request refused' } }),
    });
    const { result } = renderAccount();
    await waitFor(() => expect(result.current.user.data).toEqual(ada));

    await expect(act(() => result.current.signOut.mutateAsync())).rejects.toThrow('403: {"message":"Cross-origin request refused"}');
    expect(result.current.user.data).toEqual(ada);
  });
});
