import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { Site } from '@procure/shared-codes';
import { memberRoles, roles, tenantMembers, tenants, users, vendors } from './schema.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(tx: Db, username: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.username, username));
  return rows[0];
}

export async function findUserById(tx: Db, userId: string): Promise<UserRow | undefined> {
  const rows = await tx.select().from(users).where(eq(users.id, userId));
  return rows[0];
}

export type TenantOfUser = {
  tenantId: string;
  shortNameZh: string;
  shortNameEn: string;
  logoUrl: string | null;
  /** Frozen by an operator (issue #16 §7): listed to nobody, logged into by nobody. */
  frozen: boolean;
};

/** The tenants a user belongs to, in their preferred order (needs `app.user_id` set: own rows only). */
export async function listUserTenants(tx: Db, userId: string): Promise<TenantOfUser[]> {
  return tx
    .select({
      tenantId: tenants.id,
      shortNameZh: tenants.shortNameZh,
      shortNameEn: tenants.shortNameEn,
      logoUrl: tenants.logoUrl,
      frozen: sql<boolean>`${tenants.frozenAt} is not null`,
    })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(eq(tenantMembers.userId, userId))
    .orderBy(asc(tenantMembers.sort), asc(tenants.code));
}

export type Scope = { tenantId: string; userId: string };

/** Roles of the user in the tenant, for one site (a supplier user's roles are the supplier site's). */
export async function listUserRoles(tx: Db, { tenantId, userId }: Scope, site: Site) {
  return tx
    .select({ roleCode: roles.code, nameZh: roles.nameZh, nameEn: roles.nameEn })
    .from(memberRoles)
    .innerJoin(roles, and(eq(roles.id, memberRoles.roleId), eq(roles.tenantId, memberRoles.tenantId)))
    .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.userId, userId), eq(roles.site, site)))
    .orderBy(asc(roles.code));
}

export async function findVendor(tx: Db, vendorId: string) {
  const rows = await tx.select().from(vendors).where(eq(vendors.id, vendorId));
  return rows[0];
}

export async function updateUserLanguage(tx: Db, userId: string, language: string): Promise<void> {
  await tx.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
}
