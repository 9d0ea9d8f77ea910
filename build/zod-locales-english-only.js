// The browser build replaces zod's locales barrel (about 80 languages) with English only: the site
// never calls z.config(z.locales.xx()), and zod registers English by itself (classic/schemas.js).
export { default as en } from 'zod/v4/locales/en.js';
