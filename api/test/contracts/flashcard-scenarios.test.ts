import path from 'node:path';
import { flashcardScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { repositoryRoot } from '../../src/config';
import { describeScenarios } from '../helpers/scenario-driver';

// The front-end tests' fake must give these same answers: mf-study's fake-flashcards-server test runs them on it.
// The real decks: the scenarios name a deck and cards the fake's fixtures hold too.
describeScenarios('flashcard scenarios on the real server', flashcardScenarios, (scenario, send) => runScenario(scenario, (current) => send(current)), {
  FLASHCARDS_DIR: path.join(repositoryRoot, 'api', 'content', 'flashcards'),
});
