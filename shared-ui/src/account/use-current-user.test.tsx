import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PublicUser } from '@nurseprep/contracts';
import { createQueryClient } from '../data/query-client';
import { installFakeApi } from '../testing/fake-api';
import { useCurrentUser } from './use-current-user';

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

function renderCurrentUser() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useCurrentUser(), { wrapper });
}

describe('useCurrentUser', () => {
  it('gives the signed-in user from GET /api/auth/user, sending cookies', async () => {
    const { fetchMock } = installFakeApi({ 'GET /api/auth/user': () => ({ status: 200, body: ada }) });
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.data).toEqual(ada));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('gives null for a visitor (the server answers 200 with null), not an error', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 200, body: null }) });
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  it('fails without retrying when the server fails', async () => {
    const { fetchMock } = installFakeApi({ 'GET /api/auth/user': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
