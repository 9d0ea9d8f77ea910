import { accountEndpoints } from './accounts';
import { flashcardEndpoints } from './flashcards';
import { ngnEndpoints } from './ngn';
import { practiceEndpoints } from './practice';
import { studyPlanEndpoints } from './study-plans';

/**
 * Every endpoint described in one table, by name ("GET /api/flashcards/decks/:id"). The API registers its
 * routes from it; the typed client and the test fake read their types and checks from it.
 */
export const endpoints = {
  ...accountEndpoints,
  ...flashcardEndpoints,
  ...ngnEndpoints,
  ...practiceEndpoints,
  ...studyPlanEndpoints,
};

export type Endpoints = typeof endpoints;
export { splitEndpointKey, type EndpointDefinition, type EndpointKey, type EndpointMethod } from '../endpoint';
