import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from './database.ts';

const offline = () => Promise.reject(new Error('offline database: no queries (OpenAPI generation)'));

/** A database that is never reached: for building the app only to read its routes (OpenAPI generation). */
export function offlineDatabase(): Database {
  return {
    kind: 'postgres',
    db: drizzle.mock(),
    raw: { kind: 'offline' },
    migrate: offline,
    ping: offline,
    close: async () => undefined,
  };
}
