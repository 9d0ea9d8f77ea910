import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNgnSession, NgnSession } from '@nurseprep/contracts/ngn';
import type { NgnResponse } from '@nurseprep/contracts/ngn-content';
import { endpointQuery, endpointUrl, request } from '@nurseprep/shared-ui';

export const HISTORY_PATH = endpointUrl('GET /api/ngn/sessions');
export const sessionQueryKey = (id: string) => ['ngn-session', id] as const;

/** GET /api/ngn/catalog: the case studies and how many stand-alone items of each kind the bank holds. */
export function useNgnCatalog() {
  return useQuery({ ...endpointQuery('GET /api/ngn/catalog'), staleTime: 5 * 60_000 });
}

/** GET /api/ngn/sessions/:id (null: none asked for). */
export function useNgnSession(id: string | null) {
  return useQuery({
    queryKey: sessionQueryKey(id ?? ''),
    queryFn: () => request('GET /api/ngn/sessions/:id', { params: { id: id! } }),
    enabled: id !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useStartNgnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: CreateNgnSession) => request('POST /api/ngn/sessions', { body: session }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey(session.id), session);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] });
    },
  });
}

/** PUT an answer: the session in the cache becomes the server's answer (the next item, or the result). */
export function useAnswerNgnItem(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, response }: { itemId: string; response: NgnResponse }) =>
      request('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: sessionId, itemId }, body: { response } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQueryKey(sessionId), answer.session);
      if (answer.session.status === 'finished') void queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] });
    },
  });
}

export function useFinishNgnSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('POST /api/ngn/sessions/:id/finish', { params: { id: sessionId } }),
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey(sessionId), session);
      void queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] });
    },
  });
}

/** GET the results of an ended session. */
export function useNgnResults(session: Pick<NgnSession, 'id' | 'status'>) {
  return useQuery({
    queryKey: ['ngn-results', session.id],
    queryFn: () => request('GET /api/ngn/sessions/:id/results', { params: { id: session.id } }),
    enabled: session.status === 'finished',
    refetchOnWindowFocus: false,
  });
}

/** GET /api/ngn/sessions: the signed-in student's sessions, newest first. */
export function useNgnHistory(enabled: boolean) {
  return useQuery({ ...endpointQuery('GET /api/ngn/sessions'), enabled });
}
