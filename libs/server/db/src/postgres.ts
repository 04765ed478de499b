import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DbLogger } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';

// Any constant: serialises concurrent migrators (several API processes starting at once).
const MIGRATION_LOCK_KEY = 724_002_017;

export type PostgresOptions = { url: string; logger: DbLogger; max?: number };

export function openPostgres({ url, logger, max = 10 }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
  });
  // Without both handlers a database restart kills the process (STACK trap 16).
  pool.on('error', (err) => logger.warn({ err }, 'idle database connection lost'));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger.warn({ err }, 'database connection lost'));
  });
  const db = drizzle({ client: pool });

  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
