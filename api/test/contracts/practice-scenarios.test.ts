import { practiceScenarios, runPracticeScenario, withCreatedAttempt } from '@nurseprep/contracts/scenarios';
import { describeScenarios } from '../helpers/scenario-driver';

// With the test fixtures' questions (the scenarios name questions both they and the fake's scenario questions
// hold). The front-end tests' fake must give these same answers: mf-study's fake-practice-server test runs them.
describeScenarios('practice scenarios on the real server', practiceScenarios, (scenario, send) =>
  runPracticeScenario(scenario, withCreatedAttempt((current, headers) => send(current, headers))),
);
