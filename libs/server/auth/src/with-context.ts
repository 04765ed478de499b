import { withTenant, type Db } from '@procure/server-db';
import type { RequestContext } from './request-context.ts';

/** Runs `fn` in a transaction scoped (row-level security) to the caller's tenant and user. */
export async function withContext<T>(db: Db, ctx: RequestContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withTenant(db, { tenantId: ctx.tenantId, userId: ctx.userId }, fn);
}
