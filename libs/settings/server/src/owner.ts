import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { RequestContext } from '@procure/server-auth';

export type Owner = { tenantId: string; userId: string };

// Personal settings belong to a person within a tenant: operations staff (no tenant) have none.
export function ownerOf(ctx: RequestContext): Owner {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId };
}

/** Today's date (UTC) as `YYYY-MM-DD`: work proxies are whole days. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
