import { endpoints, splitEndpointKey, type EndpointDefinition } from '@nurseprep/contracts/endpoints';
import type { EndpointAnswer, EndpointName, EndpointRequest } from '@nurseprep/contracts/endpoint-types';
import type { ScenarioStep } from '@nurseprep/contracts/scenarios';
import { endpointUrl } from '../data/request';
import { fakeResponse } from './fake-response';

/** What a fake endpoint is given: its path parameters, query and body as the contract parses them, and the headers. */
export type FakeRequest<Name extends EndpointName> = EndpointRequest<Name> & { headers: Record<string, string> };

/** A failure of the server itself (5xx), which any endpoint may meet and no contract lists. */
export interface ServerFailure {
  status: 500 | 502 | 503;
  body?: unknown;
}

/** Headers an answer carries besides its status and body (the Retry-After of a 429). */
interface AnswerHeaders {
  headers?: Record<string, string>;
}

/**
 * What a fake endpoint answers: any answer its contract allows (a listed status, a body that status's schema
 * accepts), or a server failure; either may carry headers.
 */
export type FakeAnswer<Name extends EndpointName> = (EndpointAnswer<Name> | ServerFailure) & AnswerHeaders;

/** A fake endpoint: its answer to a request, at once or later. */
export type FakeHandler<Name extends EndpointName> = (request: FakeRequest<Name>) => FakeAnswer<Name> | Promise<FakeAnswer<Name>>;

export type FakeHandlers = { [Name in EndpointName]?: FakeHandler<Name> };

/** A request the fake received, by endpoint: checking `name` narrows `request` to that endpoint's. */
export type ReceivedRequest = { [Name in EndpointName]: { name: Name; request: FakeRequest<Name> } }[EndpointName];

interface ParseResult {
  success: boolean;
  data?: unknown;
  error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
}
type Schema = { safeParse(value: unknown): ParseResult };

const table = Object.entries(endpoints).map(([name, definition]) => {
  const { method, path } = splitEndpointKey(name as EndpointName);
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_match, key: string) => {
      keys.push(key);
      return '([^/]+)';
    })}$`,
  );
  return { name: name as EndpointName, method, pattern, keys, definition: definition as EndpointDefinition };
});

/** The endpoint a request is for, with its raw path parameters. */
function endpointOf(method: string, pathname: string) {
  for (const entry of table) {
    if (entry.method !== method) continue;
    const match = entry.pattern.exec(pathname);
    if (match) return { ...entry, params: Object.fromEntries(entry.keys.map((key, index) => [key, decodeURIComponent(match[index + 1]!)])) };
  }
  return null;
}

/** A 400 as the API's error handler words it: the whole input's message, or each field's first message. */
function invalid(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>, part: 'params' | 'query' | 'body') {
  const fieldErrors: Record<string, string[]> = {};
  let whole: string | null = null;
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field === '') whole = part === 'body' ? 'The request body must be a JSON object' : 'Invalid request';
    else (fieldErrors[field] ??= []).push(issue.message);
  }
  const body = { message: whole ?? Object.values(fieldErrors)[0]?.[0] ?? 'Invalid request', fieldErrors };
  return fakeResponse(400, JSON.stringify(body));
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of new Headers(init?.headers ?? {}).entries()) headers[key] = value;
  return headers;
}

/**
 * Replaces fetch with a fake of the API built on the endpoint table of contracts. A request for an endpoint is
 * parsed by that endpoint's schemas, as the server parses it (bad input gets the server's 400), and given to the
 * test's handler; the handler's answer must be one the contract allows, or the request fails with an error that
 * names the drift. A request for a path the table does not hold, or without a handler, answers 404 like an
 * unknown route. Returns the fetch mock, the requests each endpoint received, and `use`, which answers some
 * endpoints with other handlers until the function it returns is called (a failure for a while, say).
 */
export function installFakeApi(given: FakeHandlers) {
  let handlers: FakeHandlers = { ...given };
  const received: ReceivedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const endpoint = endpointOf(method, url.pathname);
    const handler = endpoint ? (handlers[endpoint.name] as FakeHandler<EndpointName> | undefined) : undefined;
    if (!endpoint || !handler) return fakeResponse(404, JSON.stringify({ message: 'Not Found' }), 'Not Found');

    const parts: Record<'params' | 'query' | 'body', unknown> = { params: undefined, query: undefined, body: undefined };
    const raw = { params: endpoint.params, query: queryOf(url.searchParams), body: init?.body === undefined ? undefined : (JSON.parse(String(init.body)) as unknown) };
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint.definition[part] as Schema | undefined;
      if (!schema) continue;
      const parsed = schema.safeParse(raw[part]);
      if (!parsed.success) return invalid(parsed.error?.issues ?? [], part);
      parts[part] = parsed.data;
    }
    const request = { ...parts, headers: headersOf(init) } as FakeRequest<EndpointName>;
    received.push({ name: endpoint.name, request } as ReceivedRequest);

    const answer = (await handler(request)) as { status: number; body: unknown } & AnswerHeaders;
    if (answer.status >= 500) return fakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body), '', answer.headers);
    const schema = (endpoint.definition.responses as Record<number, Schema | undefined>)[answer.status];
    if (!schema) throw new Error(`The fake ${endpoint.name} answered ${answer.status}, a status its contract does not list`);
    const checked = schema.safeParse(answer.body);
    if (!checked.success) {
      const issues = (checked.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
      throw new Error(`The fake ${endpoint.name} answered ${answer.status} with a body its contract refuses: ${issues.join('; ')}`);
    }
    return fakeResponse(answer.status, answer.body === undefined ? '' : JSON.stringify(answer.body), '', answer.headers);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  const use = (overrides: FakeHandlers) => {
    const before = handlers;
    handlers = { ...handlers, ...overrides };
    return () => {
      handlers = before;
    };
  };
  return { fetchMock, received, use };
}

/** Sends a scenario step through fetch (the installed fake), with `headers`, and gives back status and body. */
export async function fetchStep(current: ScenarioStep, headers: Record<string, string> = {}) {
  const input = current.input as { params?: object; query?: object; body?: unknown };
  const response = await fetch(endpointUrl(current.endpoint, input), {
    method: current.endpoint.slice(0, current.endpoint.indexOf(' ')),
    credentials: 'include',
    headers: input.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}
