import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_CODES, GRANTABLE_PERMISSIONS, LOCKOUT_GUARD_PERMISSIONS } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { identitySchema } from '@procure/identity-server';
import { lockKey, newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import type { Role, RoleInput } from './wire.ts';

const { roles, rolePermissions, memberRoles } = identitySchema;

/** Roles every tenant is created with (spec §6 codes): they can be edited, never deleted. */
export const BUILT_IN_ROLE_CODES: readonly string[] = [
  'admin',
  'procurementMan',
  'approver',
  'payableAccountant',
];
/** The administrator role: it always keeps the lock-out guard permissions, and a tenant keeps one enabled holder. */
export const ADMIN_ROLE_CODE = 'admin';
/** Company settings manage the buyer site's roles (supplier roles belong to the supplier site). */
const SITE = 'buyer';

export async function lockTenantStaff(tx: Db, tenantId: string): Promise<void> {
  await lockKey(tx, `company:${tenantId}`);
}

const localName = (locale: Locale, r: { nameZh: string; nameEn: string }) =>
  locale === 'en-US' ? r.nameEn : r.nameZh;

export async function listRoles(tx: Db, tenantId: string, locale: Locale): Promise<Role[]> {
  const rows = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.site, SITE)))
    .orderBy(asc(roles.code));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const perms = await tx
    .select({ roleId: rolePermissions.roleId, key: rolePermissions.permissionKey })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), inArray(rolePermissions.roleId, ids)))
    .orderBy(asc(rolePermissions.permissionKey));
  const counts = await tx
    .select({ roleId: memberRoles.roleId, n: sql<number>`count(*)::int` })
    .from(memberRoles)
    .where(and(eq(memberRoles.tenantId, tenantId), inArray(memberRoles.roleId, ids)))
    .groupBy(memberRoles.roleId);
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    name: localName(locale, r),
    builtIn: BUILT_IN_ROLE_CODES.includes(r.code),
    permissions: perms.filter((p) => p.roleId === r.id).map((p) => p.key),
    memberCount: counts.find((c) => c.roleId === r.id)?.n ?? 0,
  }));
}

async function findRole(tx: Db, tenantId: string, id: string) {
  const rows = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id), eq(roles.site, SITE)));
  return rows[0];
}

function checkPermissions(keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  const unknown = unique.findIndex((k) => !(GRANTABLE_PERMISSIONS as readonly string[]).includes(k));
  if (unknown >= 0) throw fieldError(`permissions.${unknown}`, 'validation.oneOf');
  return unique.sort();
}

export async function saveRole(tx: Db, tenantId: string, input: RoleInput, locale: Locale): Promise<Role> {
  const permissions = checkPermissions(input.permissions);
  await lockTenantStaff(tx, tenantId);
  const sameName = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, tenantId),
        eq(roles.site, SITE),
        sql`(lower(${roles.nameZh}) = lower(${input.nameZh}) or lower(${roles.nameEn}) = lower(${input.nameEn}))`,
      ),
    );
  if (sameName.some((r) => r.id !== input.id)) throw new AppError(409, ERROR_CODES.roleNameTaken);

  let id = input.id;
  if (id) {
    const existing = await findRole(tx, tenantId, id);
    if (!existing) throw new AppError(404, ERROR_CODES.commonNotFound);
    // No lock-out: the administrator role always keeps the right to manage roles and staff.
    if (existing.code === ADMIN_ROLE_CODE && LOCKOUT_GUARD_PERMISSIONS.some((k) => !permissions.includes(k)))
      throw new AppError(422, ERROR_CODES.roleLockout);
    await tx
      .update(roles)
      .set({ nameZh: input.nameZh, nameEn: input.nameEn })
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, id)));
  } else {
    id = newId();
    await tx.insert(roles).values({
      id,
      tenantId,
      code: `custom_${id.slice(0, 8)}`,
      nameZh: input.nameZh,
      nameEn: input.nameEn,
      site: SITE,
    });
  }
  if (permissions.length > 0)
    await tx
      .insert(rolePermissions)
      .values(permissions.map((permissionKey) => ({ tenantId, roleId: id, permissionKey })));
  const saved = (await listRoles(tx, tenantId, locale)).find((r) => r.id === id);
  if (!saved) throw new Error('saved role not found');
  return saved;
}

export async function deleteRole(tx: Db, tenantId: string, id: string): Promise<void> {
  await lockTenantStaff(tx, tenantId);
  const existing = await findRole(tx, tenantId, id);
  if (!existing) throw new AppError(404, ERROR_CODES.commonNotFound);
  if (BUILT_IN_ROLE_CODES.includes(existing.code)) throw new AppError(422, ERROR_CODES.roleBuiltIn);
  const used = await tx
    .select({ userId: memberRoles.userId })
    .from(memberRoles)
    .where(and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.roleId, id)))
    .limit(1);
  if (used.length > 0) throw new AppError(422, ERROR_CODES.roleInUse);
  await tx
    .delete(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, id)));
  await tx.delete(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
}

/** The ids among `roleIds` that are not buyer roles of the tenant (the caller answers a field error). */
export async function unknownRoleIndex(
  tx: Db,
  tenantId: string,
  roleIds: readonly string[],
): Promise<number> {
  if (roleIds.length === 0) return -1;
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.site, SITE), inArray(roles.id, [...roleIds])));
  const known = new Set(rows.map((r) => r.id));
  return roleIds.findIndex((r) => !known.has(r));
}

export async function adminRoleId(tx: Db, tenantId: string): Promise<string | undefined> {
  const rows = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.site, SITE), eq(roles.code, ADMIN_ROLE_CODE)));
  return rows[0]?.id;
}
