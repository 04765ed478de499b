import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, DbLogger } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import {
  applyScope,
  registerScopedTransactions,
  scopeStatementLiteral,
  type ScopedTransactionRunner,
} from './tenant.ts';

// Any constant: serialises concurrent migrators (several API processes starting at once).
const MIGRATION_LOCK_KEY = 724_002_017;

export type PostgresOptions = { url: string; logger: DbLogger; max?: number };

/**
 * `withTenant` on the pool: drizzle's own transaction (`db.transaction`), except that BEGIN and the
 * scope settings go in ONE round trip (a multi-statement simple query; the values are UUIDs checked by
 * `scopeStatementLiteral`) instead of two. Every request pays this, so it counts (perf, issue #6).
 * The callback gets a real drizzle transaction: savepoints, `execute`, query builders as before.
 */
type NoSchema = Record<string, never>;
type Relations = ExtractTablesWithRelations<NoSchema>;

function scopedTransactions(pool: pg.Pool): ScopedTransactionRunner {
  // The dialect `drizzle({ client: pool })` builds (no casing option, no relational schema).
  const dialect = new PgDialect();
  return async (scope, fn) => {
    const client = await pool.connect();
    const session = new NodePgSession<NoSchema, Relations>(client, dialect, undefined);
    const tx = new NodePgTransaction<NoSchema, Relations>(dialect, session, undefined);
    let broken: Error | undefined;
    try {
      const scopeStatement = scopeStatementLiteral(scope);
      if (scopeStatement) await tx.execute(sql.raw(`begin; ${scopeStatement}`));
      else {
        await tx.execute(sql.raw('begin'));
        await applyScope(tx, scope);
      }
      const result = await fn(tx);
      await tx.execute(sql.raw('commit'));
      return result;
    } catch (err) {
      // Also after a failed BEGIN+scope: the transaction may be open (aborted); never pool it so.
      await tx.execute(sql.raw('rollback')).catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw err;
    } finally {
      // A connection that cannot even roll back is dropped, not handed to the next request.
      client.release(broken);
    }
  };
}

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
  registerScopedTransactions(db, scopedTransactions(pool));

  return {
    kind: 'postgres',
    db,
    raw: { kind: 'postgres', url },
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
