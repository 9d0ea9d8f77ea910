import { accountEndpoints } from './accounts';
import { articleEndpoints } from './articles';
import { contentEndpoints } from './content';
import { deploymentEndpoints } from './deployments';
import { flashcardEndpoints } from './flashcards';
import { healthEndpoints } from './health';
import { leadFormEndpoints } from './lead-forms';
import { newsletterEndpoints } from './newsletter';
import { ngnEndpoints } from './ngn';
import { practiceEndpoints } from './practice';
import { siteConfigEndpoints } from './site-config';
import { staffEndpoints } from './staff';
import { studyPlanEndpoints } from './study-plans';
import { whatsappEndpoints } from './whatsapp';

/**
 * Every endpoint described in one table, by name ("GET /api/flashcards/decks/:id"). The API registers its
 * routes from it; the typed client and the test fake read their types and checks from it.
 */
export const endpoints = {
  ...accountEndpoints,
  ...articleEndpoints,
  ...contentEndpoints,
  ...deploymentEndpoints,
  ...flashcardEndpoints,
  ...healthEndpoints,
  ...leadFormEndpoints,
  ...newsletterEndpoints,
  ...ngnEndpoints,
  ...practiceEndpoints,
  ...siteConfigEndpoints,
  ...staffEndpoints,
  ...studyPlanEndpoints,
  ...whatsappEndpoints,
};

export type Endpoints = typeof endpoints;
export { splitEndpointKey, type EndpointDefinition, type EndpointKey, type EndpointMethod } from '../endpoint';
