import { and, asc, eq, sql } from 'drizzle-orm';
import { withTenant, type Db } from '@procure/server-db';
import type { Site } from '@procure/shared-codes';
import { tenants, vendors } from './schema.ts';
import { tenantVendors } from './tenancy/schema.ts';
import { listUserTenants, type TenantOfUser } from './user-queries.ts';

export type TenantVendorRow = {
  id: string;
  tenantId: string;
  vendorId: string;
  vendorNameZh: string;
  vendorNameEn: string;
  status: string;
  since: Date;
};

/** Who is asking for the tenants they may log into or switch to. */
export type TenantSeeker = { userId: string; site: Site; vendorId: string | null };

/**
 * The tenants of a user on a site: a buyer's memberships; a supplier's memberships intersected with
 * the tenants its company actively serves (`tenant_vendors`). Tenants frozen by an operator are left
 * out, and a supplier whose company is frozen has none (issue #16 §7).
 */
export async function listSiteTenants(db: Db, seeker: TenantSeeker): Promise<TenantOfUser[]> {
  const { tenants: list, companyFrozen } = await listSiteTenantsWithFrozen(db, seeker);
  return companyFrozen ? [] : list.filter((t) => !t.frozen);
}

/**
 * The same tenants, frozen ones included and marked, and whether the supplier's company is frozen: the
 * sign-in tells "frozen" apart from "belongs nowhere". Own transaction with no tenant set: membership
 * rows are read through the own-rows policy, vendor rows through the before-tenant policy.
 */
export async function listSiteTenantsWithFrozen(
  db: Db,
  seeker: TenantSeeker,
): Promise<{ tenants: TenantOfUser[]; companyFrozen: boolean }> {
  const scope = { tenantId: null, userId: seeker.userId, vendorId: seeker.vendorId };
  return withTenant(db, scope, async (tx) => {
    const memberships = await listUserTenants(tx, seeker.userId);
    if (seeker.site !== 'supplier') return { tenants: memberships, companyFrozen: false };
    if (!seeker.vendorId) return { tenants: [], companyFrozen: false };
    const served = new Set(await listServedTenantIds(tx, seeker.vendorId));
    const [company] = await tx
      .select({ frozen: sql<boolean>`${vendors.frozenAt} is not null` })
      .from(vendors)
      .where(eq(vendors.id, seeker.vendorId));
    return {
      tenants: memberships.filter((t) => served.has(t.tenantId)),
      companyFrozen: company?.frozen ?? false,
    };
  });
}

async function listServedTenantIds(tx: Db, vendorId: string): Promise<string[]> {
  const rows = await tx
    .select({ tenantId: tenantVendors.tenantId })
    .from(tenantVendors)
    .where(and(eq(tenantVendors.vendorId, vendorId), eq(tenantVendors.status, 'active')));
  return rows.map((r) => r.tenantId);
}

const relationColumns = {
  id: tenantVendors.id,
  tenantId: tenantVendors.tenantId,
  vendorId: tenantVendors.vendorId,
  vendorNameZh: vendors.nameZh,
  vendorNameEn: vendors.nameEn,
  status: tenantVendors.status,
  since: tenantVendors.since,
};

/**
 * The supplier relations the transaction may see: row-level security does the scoping (a buyer sees
 * its tenant's suppliers, a supplier its own company's row in the current tenant), no filter here.
 */
export async function listTenantVendors(tx: Db): Promise<TenantVendorRow[]> {
  return tx
    .select(relationColumns)
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .innerJoin(tenants, eq(tenants.id, tenantVendors.tenantId))
    .orderBy(asc(vendors.nameEn));
}

export async function findTenantVendor(tx: Db, id: string): Promise<TenantVendorRow | undefined> {
  const rows = await tx
    .select(relationColumns)
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(eq(tenantVendors.id, id));
  return rows[0];
}

/** A tenant as the login result and the current user list it, named in the request's language. */
export function tenantRef(t: TenantOfUser, locale: string) {
  return { tenantId: t.tenantId, enterpriseShortName: locale === 'en-US' ? t.shortNameEn : t.shortNameZh };
}
