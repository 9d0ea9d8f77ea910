import { contentScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { describeScenarios } from '../helpers/scenario-driver';

// The front-end tests' fake must give these same answers: mf-exams' exam-api test runs them on it.
describeScenarios('content scenarios on the real server', contentScenarios, (scenario, send) => runScenario(scenario, (current) => send(current)));
