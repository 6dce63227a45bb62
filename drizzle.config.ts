import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations to drizzle/ from the schema; both databases run them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/db/schema.ts',
  out: './drizzle',
});
