import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { RequestContext } from '@procure/server-auth';
import { todayInChina } from '@procure/shared-validation';

/** The buyer tenant of the session (the routes' permission `supplier` is held by buyer roles only). */
export function tenantOf(ctx: RequestContext): string {
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.tenantWrongSite);
  return ctx.tenantId;
}

/** Today in China by the app's clock (tests move it). */
export const todayOf = (clock: () => Date) => todayInChina(clock());
