import type { Database, DbLogger } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type OpenDatabaseOptions = {
  /** A PostgreSQL URL selects a real server; without one the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `'memory://'` keeps it in memory. */
  pgliteDataDir: string;
  logger: DbLogger;
};

export async function openDatabase({
  databaseUrl,
  pgliteDataDir,
  logger,
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres({ url: databaseUrl, logger });
  return openPglite({ dataDir: pgliteDataDir === 'memory://' ? undefined : pgliteDataDir, logger });
}
