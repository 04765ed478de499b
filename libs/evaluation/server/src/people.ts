import { and, asc, eq, inArray } from 'drizzle-orm';
import { PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';

// Who may score (issue #17): active buyer employees of the tenant holding supplier:appraise.

export type Person = { id: string; name: string };

export async function evaluatorsOfTenant(tx: Db, tenantId: string): Promise<Person[]> {
  const { memberRoles, rolePermissions, users } = identitySchema;
  return tx
    .selectDistinct({ id: users.id, name: users.empName })
    .from(memberRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, memberRoles.roleId), eq(rolePermissions.tenantId, memberRoles.tenantId)),
    )
    .innerJoin(users, eq(users.id, memberRoles.userId))
    .where(
      and(
        eq(memberRoles.tenantId, tenantId),
        eq(rolePermissions.permissionKey, PERMISSIONS.supplierAppraise),
        eq(users.disabled, false),
        eq(users.site, 'buyer'),
      ),
    )
    .orderBy(asc(users.empName), asc(users.id));
}

/** Names of users by id (any tenant member; missing ids are left out). */
export async function namesOf(tx: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { users } = identitySchema;
  const rows = await tx
    .select({ id: users.id, name: users.empName })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
