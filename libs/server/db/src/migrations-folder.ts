import { join } from 'node:path';

/** Committed drizzle-kit output (`npm run db:generate`), applied at start-up. */
export function migrationsFolder(): string {
  return join(import.meta.dirname, '..', 'migrations');
}
