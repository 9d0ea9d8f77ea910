export { differences, runScenario, step, type Scenario, type ScenarioDriver, type ScenarioStep } from './scenario';
export { accountScenarios } from './accounts';
export { contentScenarios } from './content';
export { flashcardScenarios } from './flashcards';
export { leadFormScenarios } from './lead-forms';
export { ngnScenarios, startedNgnSession, withStartedNgnSession } from './ngn';
export {
  createdAttempt,
  practiceScenarios,
  runPracticeScenario,
  unknownAttempt,
  withCreatedAttempt,
  type HeaderDriver,
  type PracticeScenario,
  type PracticeStep,
} from './practice';
