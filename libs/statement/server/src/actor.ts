import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { ownerOf, type RequestContext } from '@procure/server-auth';
import type { StatementActor } from './types.ts';

/** A buyer caller: tenant and user, no company scope. */
export function buyerActor(ctx: RequestContext): StatementActor {
  const owner = ownerOf(ctx);
  return { tenantId: owner.tenantId, userId: owner.userId, vendorId: null };
}

/** A supplier caller: its company scopes every read and write (403 for any other site). */
export function supplierActor(ctx: RequestContext): StatementActor & { vendorId: string } {
  const owner = ownerOf(ctx);
  if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: owner.tenantId, userId: owner.userId, vendorId: ctx.vendorId };
}
