import { and, desc, eq } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { changeVendorStatus, vendorStatuses } from '@procure/masterdata-server';
import { assertTenantVendor } from './qualification.ts';
import { vendorStatusHistory } from './schema.ts';
import { abolishSupplier } from './lifecycle-actions.ts';
import type { StatusChange } from './wire.ts';

// Supplier status lifecycle (DOMAIN.md §2: 1 potential, 2 onboarding, 3 qualified, 4 frozen, 5 eliminated).
// The status itself stays on masterdata's vendor profile (read and moved through its contract); the rules
// and the history live here. Onboarding is entered and left by the supplier application (its approval),
// not by hand: the manual moves are freeze, unfreeze, eliminate and re-admit as potential.

const S = CODES.supplierStatus;

/** Manual transitions: from → allowed targets. */
export const MANUAL_TRANSITIONS: ReadonlyMap<number, readonly number[]> = new Map([
  [S.potential.code, [S.qualified.code, S.eliminated.code]],
  [S.qualified.code, [S.frozen.code, S.eliminated.code]],
  [S.frozen.code, [S.qualified.code, S.eliminated.code]],
  [S.eliminated.code, [S.potential.code]],
]);

export async function changeStatus(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: { vendorId: string; status: number; reason: string },
): Promise<void> {
  // Eliminating is abolishing: under the profile's row lock and refused while orders or payments are open.
  if (input.status === S.eliminated.code) {
    return abolishSupplier(tx, tenantId, actorId, { vendorId: input.vendorId, reason: input.reason });
  }
  await assertTenantVendor(tx, tenantId, input.vendorId);
  const from = (await vendorStatuses(tx, tenantId, [input.vendorId])).get(input.vendorId);
  if (from === undefined) throw new AppError(404, ERROR_CODES.vendorNotFound);
  if (!(MANUAL_TRANSITIONS.get(from) ?? []).includes(input.status)) {
    throw new AppError(409, ERROR_CODES.vendorStatusTransition);
  }
  // Compare-and-set on the profile row: a concurrent change makes this one fail whole.
  if (!(await changeVendorStatus(tx, tenantId, input.vendorId, from, input.status))) {
    throw new AppError(409, ERROR_CODES.commonConflict);
  }
  await tx.insert(vendorStatusHistory).values({
    id: newId(),
    tenantId,
    vendorId: input.vendorId,
    fromStatus: from,
    toStatus: input.status,
    reason: input.reason,
    actorId,
  });
}

export async function statusHistory(tx: Db, tenantId: string, vendorId: string): Promise<StatusChange[]> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const rows = await tx
    .select({ row: vendorStatusHistory, actorName: identitySchema.users.empName })
    .from(vendorStatusHistory)
    .leftJoin(identitySchema.users, eq(identitySchema.users.id, vendorStatusHistory.actorId))
    .where(and(eq(vendorStatusHistory.tenantId, tenantId), eq(vendorStatusHistory.vendorId, vendorId)))
    .orderBy(desc(vendorStatusHistory.createdAt), desc(vendorStatusHistory.id));
  return rows.map(({ row, actorName }) => ({
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    reason: row.reason,
    actorId: row.actorId,
    actorName: actorName ?? '',
    action: row.action as StatusChange['action'],
    createdAt: row.createdAt.toISOString(),
  }));
}
