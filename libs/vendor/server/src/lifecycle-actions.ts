import { and, desc, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { changeVendorStatus, lockVendorStatuses } from '@procure/masterdata-server';
import { postMessages } from '@procure/message-server';
import { exitChecks } from './exit-checks.ts';
import { tenantName, vendorUserIds } from './invitations.ts';
import { assertTenantVendor } from './qualification.ts';
import { vendorApplications, vendorStatusHistory } from './schema.ts';
import type { LifecycleState } from './lifecycle-wire.ts';

// Cancel, abolish and abolish with no reply (issue #16 §2; spec §4 supplier application transitions).
// Every action row-locks the buyer's profile of the supplier (masterdata's contract, FOR UPDATE) before it
// reads anything: order creation takes the same row FOR SHARE (assertVendorsOrderable), so an elimination
// and a new order never both commit — one waits for the other and then sees its result.
//
// - cancel: the supplier's draft or returned application is cancelled (CODES.application 4); the status
//   stays (potential). An application under approval is the approver's to decide.
// - abolish: potential, qualified or frozen → eliminated, its draft or returned application cancelled.
//   Refused (409, naming them) while it has open orders or payment applications under approval / unpaid.
// - abolish with no reply: the same for a potential supplier that has not answered (no application, or
//   a draft or returned one).

const A = CODES.application;
const S = CODES.supplierStatus;
const OPEN_APPLICATION: number[] = [A.draft.code, A.approving.code, A.returned.code];
const ABOLISHABLE: ReadonlySet<number> = new Set([S.potential.code, S.qualified.code, S.frozen.code]);

type Action = 'cancel' | 'abolish' | 'noReplyAbolish';

async function lockProfile(tx: Db, tenantId: string, vendorId: string): Promise<number> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const status = (await lockVendorStatuses(tx, tenantId, [vendorId], 'update')).get(vendorId);
  if (status === undefined) throw new AppError(404, ERROR_CODES.vendorNotFound);
  return status;
}

async function openApplication(tx: Db, tenantId: string, vendorId: string) {
  const rows = await tx
    .select()
    .from(vendorApplications)
    .where(
      and(
        eq(vendorApplications.tenantId, tenantId),
        eq(vendorApplications.vendorId, vendorId),
        inArray(vendorApplications.status, OPEN_APPLICATION),
      ),
    )
    .orderBy(desc(vendorApplications.createdAt))
    .for('update');
  return rows[0];
}

async function companyName(tx: Db, vendorId: string): Promise<string> {
  const { vendors } = identitySchema;
  const rows = await tx.select({ name: vendors.nameZh }).from(vendors).where(eq(vendors.id, vendorId));
  return rows[0]?.name ?? '';
}

/** 409 naming the open orders, else the open payment applications: nothing is eliminated while they run. */
async function assertNothingOpen(tx: Db, tenantId: string, vendorId: string): Promise<void> {
  const { orders, payments } = exitChecks();
  const open = await orders(tx, tenantId, vendorId);
  const vendor = await companyName(tx, vendorId);
  if (open.count > 0) {
    throw new AppError(409, ERROR_CODES.vendorAbolishOpenOrders, {
      vendor,
      count: open.count,
      codes: open.codes.join(', ') + (open.count > open.codes.length ? ' …' : ''),
    });
  }
  const unpaid = await payments(tx, tenantId, vendorId);
  if (unpaid.count > 0) {
    throw new AppError(409, ERROR_CODES.vendorAbolishOpenPayments, {
      vendor,
      count: unpaid.count,
      codes: unpaid.codes.join(', ') + (unpaid.count > unpaid.codes.length ? ' …' : ''),
    });
  }
}

async function cancelRow(tx: Db, id: string, reason: string): Promise<void> {
  await tx
    .update(vendorApplications)
    .set({ status: A.cancelled.code, reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(vendorApplications.id, id));
}

async function history(
  tx: Db,
  row: {
    tenantId: string;
    vendorId: string;
    from: number;
    to: number;
    reason: string;
    actorId: string;
    action: Action;
  },
): Promise<void> {
  await tx.insert(vendorStatusHistory).values({
    id: newId(),
    tenantId: row.tenantId,
    vendorId: row.vendorId,
    fromStatus: row.from,
    toStatus: row.to,
    reason: row.reason,
    actorId: row.actorId,
    action: row.action,
  });
}

/** Tells the supplier's users (message centre and e-mail), in both languages, in this transaction. */
async function tellSupplier(
  tx: Db,
  tenantId: string,
  vendorId: string,
  titleCode: string,
  bodyCode: string,
  params: Record<string, string>,
): Promise<void> {
  const recipients = (await vendorUserIds(tx, tenantId, [vendorId])).get(vendorId) ?? [];
  if (recipients.length === 0) return;
  await postMessages(tx, {
    tenantId,
    recipientIds: recipients,
    kind: 'notice',
    titleCode,
    bodyCode,
    params: {
      tenant: await tenantName(tx, tenantId, 'zh-CN'),
      company: await companyName(tx, vendorId),
      ...params,
    },
    email: true,
  });
}

export async function cancelSupplierApplication(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: { vendorId: string; reason: string },
): Promise<void> {
  const status = await lockProfile(tx, tenantId, input.vendorId);
  const application = await openApplication(tx, tenantId, input.vendorId);
  if (!application) throw new AppError(409, ERROR_CODES.vendorNoOpenApplication);
  if (application.status === A.approving.code) {
    throw new AppError(409, ERROR_CODES.vendorApplicationUnderApproval);
  }
  await cancelRow(tx, application.id, input.reason);
  await history(tx, {
    tenantId,
    vendorId: input.vendorId,
    from: status,
    to: status,
    reason: input.reason,
    actorId,
    action: 'cancel',
  });
  await tellSupplier(
    tx,
    tenantId,
    input.vendorId,
    ERROR_CODES.vendorCancelledTitle,
    ERROR_CODES.vendorCancelledBody,
    {
      code: application.code,
      reason: input.reason,
    },
  );
}

/**
 * Eliminates a supplier (abolish, or abolish with no reply) under the profile's row lock. `reason` may be
 * empty for no reply (the history shows the action).
 */
export async function abolishSupplier(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: { vendorId: string; reason: string },
  action: 'abolish' | 'noReplyAbolish' = 'abolish',
): Promise<void> {
  const status = await lockProfile(tx, tenantId, input.vendorId);
  if (status === S.onboarding.code) throw new AppError(409, ERROR_CODES.vendorApplicationUnderApproval);
  if (!ABOLISHABLE.has(status)) throw new AppError(409, ERROR_CODES.vendorStatusTransition);
  const application = await openApplication(tx, tenantId, input.vendorId);
  if (
    action === 'noReplyAbolish' &&
    (status !== S.potential.code || application?.status === A.approving.code)
  ) {
    throw new AppError(409, ERROR_CODES.vendorNotNoReply);
  }
  if (application?.status === A.approving.code) {
    throw new AppError(409, ERROR_CODES.vendorApplicationUnderApproval);
  }
  await assertNothingOpen(tx, tenantId, input.vendorId);
  if (application) await cancelRow(tx, application.id, input.reason);
  if (!(await changeVendorStatus(tx, tenantId, input.vendorId, status, S.eliminated.code))) {
    throw new AppError(409, ERROR_CODES.commonConflict);
  }
  await history(tx, {
    tenantId,
    vendorId: input.vendorId,
    from: status,
    to: S.eliminated.code,
    reason: input.reason,
    actorId,
    action,
  });
  await tellSupplier(
    tx,
    tenantId,
    input.vendorId,
    ERROR_CODES.vendorAbolishedTitle,
    action === 'noReplyAbolish' ? ERROR_CODES.vendorAbolishedNoReplyBody : ERROR_CODES.vendorAbolishedBody,
    { reason: input.reason },
  );
}

/** What the supplier file offers (the server re-checks everything when the action is taken). */
export async function lifecycleState(tx: Db, tenantId: string, vendorId: string): Promise<LifecycleState> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const status = (await lockVendorStatuses(tx, tenantId, [vendorId], 'share')).get(vendorId) ?? null;
  const rows = await tx
    .select({ id: vendorApplications.id, code: vendorApplications.code, status: vendorApplications.status })
    .from(vendorApplications)
    .where(
      and(
        eq(vendorApplications.tenantId, tenantId),
        eq(vendorApplications.vendorId, vendorId),
        inArray(vendorApplications.status, OPEN_APPLICATION),
      ),
    )
    .orderBy(desc(vendorApplications.createdAt));
  const application = rows[0] ?? null;
  const approving = application?.status === A.approving.code;
  const abolishable = status !== null && ABOLISHABLE.has(status) && !approving;
  return {
    status,
    openApplication: application,
    canCancel: application !== null && !approving,
    canAbolish: abolishable,
    canNoReplyAbolish: abolishable && status === S.potential.code,
  };
}
