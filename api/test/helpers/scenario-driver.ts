import type { FastifyInstance } from 'fastify';
import type { ScenarioStep } from '@nurseprep/contracts/scenarios';

/** The path of a step's endpoint with its parameters filled in (each encoded), and its query. */
export function stepUrl(current: ScenarioStep): string {
  const input = current.input as { params?: Record<string, string>; query?: Record<string, string | number> };
  const path = current.endpoint
    .slice(current.endpoint.indexOf(' ') + 1)
    .replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(String(input.params?.[key])));
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

/** Sends a scenario step to the real server through `app.inject`, with `headers` (a session cookie, a token). */
export async function injectStep(app: FastifyInstance, current: ScenarioStep, headers: Record<string, string> = {}) {
  const body = (current.input as { body?: unknown }).body;
  const response = await app.inject({
    method: current.endpoint.slice(0, current.endpoint.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: stepUrl(current),
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
}
