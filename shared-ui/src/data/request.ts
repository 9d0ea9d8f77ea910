import type { EndpointAnswer, EndpointInput, EndpointName, EndpointOutput } from '@nurseprep/contracts/endpoint-types';
import { ApiError } from './api-error';
import { apiRequest, type HttpMethod } from './api-request';

export interface RequestOptions {
  /** Extra headers (a visitor's practice token). */
  headers?: Record<string, string>;
}

type RequestArguments<Name extends EndpointName> =
  object extends EndpointInput<Name> ? [input?: EndpointInput<Name>, options?: RequestOptions] : [input: EndpointInput<Name>, options?: RequestOptions];

/** The URL of an endpoint's path with its parameters filled in (each encoded) and its query, if any. */
export function endpointUrl(name: EndpointName, input: { params?: object; query?: object } = {}): string {
  const path = name.slice(name.indexOf(' ') + 1);
  const params = (input.params ?? {}) as Record<string, unknown>;
  const filled = path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    if (params[key] === undefined || params[key] === null) throw new Error(`${name}: the path parameter ${key} is missing`);
    return encodeURIComponent(String(params[key]));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {}) as Array<[string, unknown]>) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

/**
 * Calls an endpoint of the API by its name in the endpoint table ("GET /api/flashcards/decks/:id") with its
 * path parameters, query and body, and resolves with the answer's body. Any answer but 2xx throws an ApiError
 * (status and parsed body). Outside production every answer, errors included, is checked against the
 * endpoint's contract, so a server or a test fake that drifts from it fails loudly.
 */
export async function request<Name extends EndpointName>(name: Name, ...[input, options]: RequestArguments<Name>): Promise<EndpointOutput<Name>> {
  const given = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const method = name.slice(0, name.indexOf(' ')) as HttpMethod;
  let response: Response;
  try {
    response = await apiRequest(method, endpointUrl(name, given), given.body, options?.headers);
  } catch (error) {
    // A failure of the server or of a proxy (5xx) is no answer of the endpoint's: nothing to check.
    if (error instanceof ApiError && error.status < 500) await checkAnswer(name, error.status, error.body);
    throw error;
  }
  const body: unknown = response.status === 204 ? undefined : await response.json();
  await checkAnswer(name, response.status, body);
  return body as EndpointOutput<Name>;
}

/** Throws when an answer's status is not one the endpoint lists, or its body does not match that status's schema. */
export async function checkAnswer<Name extends EndpointName>(name: Name, status: number, body: unknown): Promise<void> {
  // Only outside production: a production build holds neither this import nor the schemas (nor zod) it loads.
  if (process.env.NODE_ENV !== 'production') {
    const { endpoints } = await import('@nurseprep/contracts/endpoints');
    const responses = endpoints[name].responses as Record<number, { safeParse(value: unknown): SafeParse } | undefined>;
    const schema = responses[status];
    if (!schema) throw new Error(`${name} answered ${status}, a status its contract does not list`);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issues = (parsed.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`);
      throw new Error(`${name} answered ${status} with a body its contract refuses: ${issues.join('; ')}`);
    }
  }
}

interface SafeParse {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> };
}

export type { EndpointAnswer, EndpointInput, EndpointName, EndpointOutput };

/**
 * A query of an endpoint: keyed by its URL (the key the server render fills and the page hydrates from) and
 * fetched through `request`.
 */
export function endpointQuery<Name extends EndpointName>(name: Name, ...[input, options]: RequestArguments<Name>) {
  const given = (input ?? {}) as EndpointInput<Name>;
  return {
    queryKey: [endpointUrl(name, given as { params?: object; query?: object })] as const,
    queryFn: () => (request as (name: Name, input: EndpointInput<Name>, options?: RequestOptions) => Promise<EndpointOutput<Name>>)(name, given, options),
  };
}
