import type { EndpointInput, EndpointName } from '../endpoint-types';

/** One request of a scenario and what must come back: the status, and a body holding at least `body`. */
export interface ScenarioStep<Name extends EndpointName = EndpointName> {
  endpoint: Name;
  input: EndpointInput<Name>;
  status: number;
  body?: unknown;
}

/**
 * A short story told to an API: the same steps, in order, against the real server (through `app.inject`) and
 * against the front-end tests' fake of it. Both must give the same answers, so a fake that drifts from the
 * server fails a test.
 */
export interface Scenario {
  title: string;
  /** Whether the steps are made by a signed-in student (a new account per scenario) or a visitor. */
  signedIn: boolean;
  steps: readonly ScenarioStep[];
}

/** Builds a step with its input typed by the endpoint's contract. */
export function step<Name extends EndpointName>(endpoint: Name, input: EndpointInput<Name>, status: number, body?: unknown): ScenarioStep {
  return { endpoint, input, status, body } as ScenarioStep;
}

/** Where `actual` differs from `expected` (every key of an object expected, arrays in full), as readable paths. */
export function differences(expected: unknown, actual: unknown, path = 'body'): string[] {
  if (expected === undefined) return [];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
    return expected.flatMap((item, index) => differences(item, actual[index], `${path}[${index}]`));
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([key, value]) => differences(value, (actual as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

/** Sends a step's request the way a driver can (the real server or the fake) and gives back status and body. */
export type ScenarioDriver = (step: ScenarioStep) => Promise<{ status: number; body: unknown }>;

/** Runs a scenario's steps in order; the list of what did not match (empty: every answer as expected). */
export async function runScenario(scenario: Scenario, send: ScenarioDriver): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, current] of scenario.steps.entries()) {
    const answer = await send(current);
    const where = `step ${index + 1} (${current.endpoint})`;
    if (answer.status !== current.status) problems.push(`${where}: status ${answer.status}, expected ${current.status} (${JSON.stringify(answer.body)})`);
    else problems.push(...differences(current.body, answer.body).map((difference) => `${where}: ${difference}`));
  }
  return problems;
}
