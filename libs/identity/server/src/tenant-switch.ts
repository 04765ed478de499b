import { eq } from 'drizzle-orm';
import { newId, withAppRole, type Db } from '@procure/server-db';
import { ERROR_CODES, type Site } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import { sessions, type RequestContext } from '@procure/server-auth';
import { tenantSwitches } from './tenancy/schema.ts';
import { listSiteTenants } from './supplier-scope.ts';
import type { TenantOfUser } from './user-queries.ts';

/** The switch route of each site: buyers `/switchTenant`, suppliers `/switchVdTenant`. */
export type SwitchSite = Extract<Site, 'buyer' | 'supplier'>;

/**
 * Moves the session to another tenant of the user.
 *
 * Decision: the token is KEPT and only the session's `login_tenant_id` changes. Every request reads
 * the tenant from the session row (never from the client), so the next request runs in the new
 * tenant's row-level security scope and with that tenant's roles; a new token would force every open
 * tab to log in again and buys no isolation. The web client clears its whole query cache (tenant-rooted keys).
 *
 * Refused (403 `tenant.notMember`, nothing changes) unless the user belongs to the tenant — for a
 * supplier, also unless its company actively serves it. Both outcomes are recorded in `tenant_switches`.
 */
export async function switchTenant(
  db: Db,
  ctx: RequestContext,
  site: SwitchSite,
  toTenantId: string,
): Promise<{ loginTenantId: string; tenantList: TenantOfUser[] }> {
  if (ctx.site !== site) throw new AppError(403, ERROR_CODES.tenantWrongSite);
  const tenantList = await listSiteTenants(db, { userId: ctx.userId, site, vendorId: ctx.vendorId });
  const allowed = tenantList.some((t) => t.tenantId === toTenantId);
  await withAppRole(
    db,
    async (tx) => {
      await tx.insert(tenantSwitches).values({
        id: newId(),
        userId: ctx.userId,
        sessionId: ctx.sessionId,
        fromTenantId: ctx.tenantId,
        toTenantId,
        site,
        result: allowed ? 'switched' : 'refused',
      });
      if (allowed)
        await tx.update(sessions).set({ loginTenantId: toTenantId }).where(eq(sessions.id, ctx.sessionId));
    },
    ctx.userId,
  );
  if (!allowed) throw new AppError(403, ERROR_CODES.tenantNotMember);
  return { loginTenantId: toTenantId, tenantList };
}
