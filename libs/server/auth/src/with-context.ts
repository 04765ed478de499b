import { withTenant, type Db } from '@procure/server-db';
import type { RequestContext } from './request-context.ts';

/**
 * Runs `fn` in a transaction scoped (row-level security) to the caller's tenant and user, and for a
 * supplier session to its company as well (vendor-scoped tables show only that company's rows).
 */
export async function withContext<T>(db: Db, ctx: RequestContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  return withTenant(db, { tenantId: ctx.tenantId, userId: ctx.userId, vendorId: ctx.vendorId }, fn);
}
