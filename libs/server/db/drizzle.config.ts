import { defineConfig } from 'drizzle-kit';

// Run from the repository root (`npm run db:generate`): every domain declares its tables in its own
// server library's schema.ts; one migration history for the whole database.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./libs/*/server/src/**/schema.ts', './libs/server/*/src/**/schema.ts'],
  out: './libs/server/db/migrations',
  strict: true,
  verbose: true,
});
