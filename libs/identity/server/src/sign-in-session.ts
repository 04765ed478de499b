import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES, type Site } from '@procure/shared-codes';
import { withAppRole, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { createSession } from '@procure/server-auth';
import type { Locale } from '@procure/shared-i18n';
import { users } from './schema.ts';
import { listSiteTenantsWithFrozen, tenantRef } from './supplier-scope.ts';
import type { TenantOfUser, UserRow } from './user-queries.ts';

export type LoginResult = {
  token: string;
  loginTenantId: string | null;
  tenantList: { tenantId: string; enterpriseShortName: string }[];
};

/** The active account of a site that carries this mobile number (the oldest, should two share it). */
export async function findActiveUserByMobile(
  tx: Db,
  site: Site,
  mobile: string,
): Promise<UserRow | undefined> {
  const rows = await tx
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.site, site), eq(users.disabled, false)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return rows[0];
}

/**
 * The tenants a buyer or supplier may sign into. Decision (issue #16 §7): when the account has tenants
 * but every one is frozen, or its supplier company is frozen, the sign-in answers 403
 * `platform.companyFrozen` (translated: whom to contact) instead of the plain "no tenant" 403. Only
 * asked after the password or code was proven, so it tells nothing to someone guessing.
 */
async function signInTenants(db: Db, user: UserRow, site: Site): Promise<TenantOfUser[]> {
  const { tenants, companyFrozen } = await listSiteTenantsWithFrozen(db, {
    userId: user.id,
    site,
    vendorId: user.vendorId,
  });
  const open = companyFrozen ? [] : tenants.filter((t) => !t.frozen);
  if (open.length === 0 && (companyFrozen || tenants.length > 0)) {
    throw new AppError(403, ERROR_CODES.platformCompanyFrozen);
  }
  return open;
}

/**
 * A new session for a user whose identity has been proven (password or SMS code): the same result as the
 * password login, logged into the user's first tenant. 403 when a buyer or supplier belongs to none.
 */
export async function openLoginSession(
  db: Db,
  user: UserRow,
  site: Site,
  locale: Locale,
): Promise<LoginResult> {
  // Before the session transaction: the listing opens its own (PGlite has one connection).
  const tenants = site === 'ops' ? [] : await signInTenants(db, user, site);
  const first = tenants[0];
  // A buyer or supplier account that belongs to no tenant (or serves none) has nowhere to log into.
  const result =
    site !== 'ops' && !first
      ? undefined
      : await withAppRole(
          db,
          async (tx) => {
            const loginTenantId = first?.tenantId ?? null;
            const { token } = await createSession(tx, {
              userId: user.id,
              loginTenantId,
              site,
              vendorId: user.vendorId,
            });
            return { token, loginTenantId, tenantList: tenants.map((t) => tenantRef(t, locale)) };
          },
          user.id,
        );
  if (!result) throw new AppError(403, ERROR_CODES.authForbidden);
  return result;
}
