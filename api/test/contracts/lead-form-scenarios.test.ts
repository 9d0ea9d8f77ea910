import { leadFormScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { describeScenarios } from '../helpers/scenario-driver';

// The front-end tests' fake must give these same answers: mf-marketing-site's marketing-api test runs them on it.
describeScenarios('lead form and article scenarios on the real server', leadFormScenarios, (scenario, send) => runScenario(scenario, (current) => send(current)));
