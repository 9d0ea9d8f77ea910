import { MY_STUDY_PATH } from './routes';

/**
 * Pages that show one person's own data: rendered in the browser only (never on the server or from a shared
 * cache), kept out of the sitemap and disallowed in robots.txt.
 */
export const personalPaths: ReadonlySet<string> = new Set([MY_STUDY_PATH]);
