import { siteConfigSchema } from '../site-config';
import { defineEndpoints } from '../endpoint';

/** What the shell loads at run time: the site's settings and the live remotes. */
export const siteConfigEndpoints = defineEndpoints({
  'GET /api/site-config': {
    tags: ['site'],
    summary: "The site settings and the live remotes (each one's promoted version and its pages) the shell loads at run time",
    responses: { 200: siteConfigSchema },
  },
});
