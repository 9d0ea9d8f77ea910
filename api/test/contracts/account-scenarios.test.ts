import { accountScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { describeScenarios } from '../helpers/scenario-driver';

// The front-end tests' fake must give these same answers: the shell's fake-account-api test runs them on it.
describeScenarios('account scenarios on the real server', accountScenarios, (scenario, send) => runScenario(scenario, (current) => send(current)));
