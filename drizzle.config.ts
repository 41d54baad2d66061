import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new versioned SQL migration to ./drizzle after the schema
// changes; the server applies pending migrations at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './app/db/schema.ts',
  out: './drizzle',
});
