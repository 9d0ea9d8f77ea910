import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w api` writes a migration into drizzle/; the server applies them at start-up. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
