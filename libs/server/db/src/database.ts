import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** A drizzle database or transaction: what queries `(tx, params)` take. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The small slice of a pino logger the database layer writes to. */
export type DbLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type Database = {
  kind: 'postgres' | 'pglite';
  db: Db;
  /**
   * What a library with its own driver (the job queue) needs to reach the same database: the
   * connection URL of a PostgreSQL server, or the PGlite instance itself (one connection, shared).
   */
  raw: { kind: 'postgres'; url: string } | { kind: 'pglite'; client: PGlite } | { kind: 'offline' };
  /** Applies the committed migrations (drizzle's migrator); safe to call on every start. */
  migrate: () => Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const silentDbLogger: DbLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
