import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/** Rows of a raw SQL query, on either driver (both answer `{ rows }`). Prefer the query builder. */
export async function queryRows<R>(tx: Db, query: SQL): Promise<R[]> {
  const result = (await tx.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}
