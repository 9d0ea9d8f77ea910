export { differences, runScenario, step, type Scenario, type ScenarioDriver, type ScenarioStep } from './scenario';
export { flashcardScenarios } from './flashcards';
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
