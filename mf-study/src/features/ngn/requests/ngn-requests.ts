import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNgnSession, NgnAnswerResult, NgnCatalog, NgnHistory, NgnResults, NgnSession } from '@nurseprep/contracts/ngn';
import type { NgnResponse } from '@nurseprep/contracts/ngn-content';
import { apiRequest, type HttpMethod } from '@nurseprep/shared-ui';

const NGN_API = '/api/ngn';
export const CATALOG_PATH = `${NGN_API}/catalog`;
export const HISTORY_PATH = `${NGN_API}/sessions`;
const sessionPath = (id: string) => `${NGN_API}/sessions/${encodeURIComponent(id)}`;
export const sessionQueryKey = (id: string) => ['ngn-session', id] as const;

async function ngnRequest<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body)).json()) as T;
}

/** GET /api/ngn/catalog: the case studies and how many stand-alone items of each kind the bank holds. */
export function useNgnCatalog() {
  return useQuery({ queryKey: [CATALOG_PATH], queryFn: () => ngnRequest<NgnCatalog>('GET', CATALOG_PATH), staleTime: 5 * 60_000 });
}

/** GET /api/ngn/sessions/:id (null: none asked for). */
export function useNgnSession(id: string | null) {
  return useQuery({
    queryKey: sessionQueryKey(id ?? ''),
    queryFn: () => ngnRequest<NgnSession>('GET', sessionPath(id!)),
    enabled: id !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useStartNgnSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateNgnSession) => ngnRequest<NgnSession>('POST', HISTORY_PATH, request),
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
      ngnRequest<NgnAnswerResult>('PUT', `${sessionPath(sessionId)}/answers/${encodeURIComponent(itemId)}`, { response }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQueryKey(sessionId), answer.session);
      if (answer.session.status === 'finished') void queryClient.invalidateQueries({ queryKey: [HISTORY_PATH] });
    },
  });
}

export function useFinishNgnSession(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ngnRequest<NgnSession>('POST', `${sessionPath(sessionId)}/finish`),
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
    queryFn: () => ngnRequest<NgnResults>('GET', `${sessionPath(session.id)}/results`),
    enabled: session.status === 'finished',
    refetchOnWindowFocus: false,
  });
}

/** GET /api/ngn/sessions: the signed-in student's sessions, newest first. */
export function useNgnHistory(enabled: boolean) {
  return useQuery({ queryKey: [HISTORY_PATH], queryFn: () => ngnRequest<NgnHistory>('GET', HISTORY_PATH), enabled });
}
