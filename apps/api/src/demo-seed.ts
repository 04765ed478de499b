import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '@procure/server-db';

type SeedModule = { seedDemo: (database: Database) => Promise<void> };

// tools/seed is not a workspace package (module boundaries forbid a relative import of it), so the
// API loads it by file URL, only when SEED_DEMO asks for it. apps/api's tsconfig type-checks it.
const SEED_ENTRY = join(import.meta.dirname, '..', '..', '..', 'tools', 'seed', 'index.ts');

export async function seedDemoData(database: Database): Promise<void> {
  const seed = (await import(pathToFileURL(SEED_ENTRY).href)) as SeedModule;
  await seed.seedDemo(database);
}
