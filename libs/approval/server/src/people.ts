import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';

const { tenantMembers, users } = identitySchema;

/** Display names of users (ids not found are left out). */
export async function namesOf(
  tx: Db,
  ids: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, name: users.empName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Which of the ids are active buyer employees of the tenant (members, not disabled). */
export async function activeEmployees(
  tx: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(inArray(users.id, [...new Set(ids)]), eq(users.site, 'buyer'), eq(users.disabled, false)));
  return new Set(rows.map((r) => r.id));
}

/** The tenant's active buyer employees, by name (pickers of the settings page). */
export async function listEmployees(tx: Db, tenantId: string): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: users.id, name: users.empName })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(eq(users.site, 'buyer'), eq(users.disabled, false)))
    .orderBy(users.empName, users.id)
    .limit(1000);
}
