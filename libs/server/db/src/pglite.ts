import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import lockfile from 'proper-lockfile';
import type { Database, DbLogger } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';

export type PgliteOptions = {
  /** Data folder; `undefined` keeps everything in memory (tests). */
  dataDir: string | undefined;
  logger: DbLogger;
};

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The PGlite data folder ${dataDir} is in use by another process (lock ${dataDir}.lock). ` +
        'Stop that process, or set PGLITE_DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** PGlite does not lock its folder and a second process silently loses rows (STACK trap 12): take a lock. */
async function lockDataDir(dataDir: string, logger: DbLogger): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (err) => logger.error({ err }, 'lost the PGlite data folder lock'),
    });
  } catch (err) {
    if (err instanceof Error && 'code' in err && err.code === 'ELOCKED')
      throw new DataDirLockedError(dataDir);
    throw err;
  }
}

export async function openPglite({ dataDir, logger }: PgliteOptions): Promise<Database> {
  const release = dataDir ? await lockDataDir(dataDir, logger) : async () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzle({ client });
  logger.info({ dataDir: dataDir ?? 'memory' }, 'PGlite database open');

  return {
    kind: 'pglite',
    db,
    raw: { kind: 'pglite', client },
    async migrate() {
      await migrate(db, { migrationsFolder: migrationsFolder() });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await release();
      }
    },
  };
}
