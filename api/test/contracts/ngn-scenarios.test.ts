import { ngnScenarios, runScenario, withStartedNgnSession } from '@nurseprep/contracts/scenarios';
import { describeScenarios } from '../helpers/scenario-driver';

// With the NGN test fixtures. The front-end tests' fake must give these same answers: mf-study's fake-ngn-server
// test runs them on it.
describeScenarios('NGN scenarios on the real server', ngnScenarios, (scenario, send) =>
  runScenario(scenario, withStartedNgnSession((current) => send(current))),
);
