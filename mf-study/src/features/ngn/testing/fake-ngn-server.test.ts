import { ngnScenarios, runScenario, withStartedNgnSession } from '@nurseprep/contracts/scenarios';
import { endpointUrl } from '@nurseprep/shared-ui';
import { installFakeNgnServer } from './fake-ngn-server';

/**
 * The fake the NGN page tests use gives the answers the real server gives: the same scenarios run against the
 * server in the API's tests (api/test/contracts).
 */
describe('the NGN fake', () => {
  it.each(ngnScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakeNgnServer({ signedIn: scenario.signedIn });
    const send = withStartedNgnSession(async (current) => {
      const method = current.endpoint.slice(0, current.endpoint.indexOf(' '));
      const input = current.input as { params?: object; query?: object; body?: unknown };
      const response = await fetch(endpointUrl(current.endpoint, input), {
        method,
        credentials: 'include',
        ...(input.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input.body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
    });
    expect(await runScenario(scenario, send)).toEqual([]);
  });
});
