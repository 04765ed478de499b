import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { RequestContext } from '@procure/server-auth';

/** Company settings belong to a buyer tenant: operations staff (no tenant) and suppliers have none. */
export function companyOf(ctx: RequestContext): string {
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.authForbidden);
  return ctx.tenantId;
}
