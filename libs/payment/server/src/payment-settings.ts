import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { Db } from '@procure/server-db';
import {
  DEFAULT_PAYMENT_SETTING,
  PAYMENT_METHODS,
  PAYMENT_TYPES,
  advanceLimit,
  money,
  paymentSettingIssues,
  verificationRequiredFor,
  type PaymentSetting,
} from '@procure/shared-validation';
import { paymentApplicationLines, paymentApplications, paymentSettings } from './schema.ts';
import { paymentLedgerLinesById } from './ledger.ts';

// The tenant's payment settings (`/setting/payment`, issue #15; docs/conventions.md "Payment settings"):
// allowed methods and the default one, allowed types, the advance's maximum % of the PO amount, invoice
// verification required on submit (PO payments), voucher number required on confirm pay. No row = the
// behaviour before the settings (DEFAULT_PAYMENT_SETTING). Every check runs in the caller's transaction;
// the row is read FOR SHARE, so a settings change waits for the payments being checked against it.

const S = CODES.paymentRequest;
const ordered = <T extends readonly number[]>(all: T, chosen: readonly number[]) =>
  all.filter((code) => chosen.includes(code)) as unknown as T[number][];

/** The tenant's settings (the defaults without a row); `lock` reads the row FOR SHARE. */
export async function paymentSettingOf(tx: Db, tenantId: string, lock = false): Promise<PaymentSetting> {
  const query = tx.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) return DEFAULT_PAYMENT_SETTING;
  return {
    methods: ordered(PAYMENT_METHODS, row.methods),
    defaultMethod: row.defaultMethod as PaymentSetting['defaultMethod'],
    types: ordered(PAYMENT_TYPES, row.types),
    advanceMaxPercent: row.advanceMaxPercent,
    verificationRequired: row.verificationRequired,
    voucherRequired: row.voucherRequired,
  };
}

export async function savePaymentSetting(
  tx: Db,
  tenantId: string,
  userId: string,
  input: PaymentSetting,
): Promise<PaymentSetting> {
  const values = {
    methods: ordered(PAYMENT_METHODS, input.methods),
    defaultMethod: input.defaultMethod,
    types: ordered(PAYMENT_TYPES, input.types),
    advanceMaxPercent: input.advanceMaxPercent,
    verificationRequired: input.verificationRequired,
    voucherRequired: input.voucherRequired,
    updatedBy: userId,
  };
  await tx
    .insert(paymentSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: paymentSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
  return paymentSettingOf(tx, tenantId);
}

type Issue = { path: string; code: string; params?: Record<string, string> };

/** Save: type and method allowed (400 field errors, like the other rules of the form). */
export function assertTypeAndMethod(input: { type: number; method: number }, setting: PaymentSetting): void {
  const issues = paymentSettingIssues(input, setting);
  if (issues.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: issues });
}

/** Submit: the settings may have changed since the draft was saved → 422 with the first refusal. */
export function assertSubmittable(
  row: { type: number; method: number },
  setting: PaymentSetting,
  verified: boolean,
): void {
  const [issue] = paymentSettingIssues(row, setting);
  if (issue) throw new AppError(422, issue.code);
  if (verificationRequiredFor(row.type, setting) && !verified)
    throw new AppError(422, ERROR_CODES.paymentVerificationRequired);
}

/** Advances booked (approving, approved, paid) on order lines by other applications than `exceptId`. */
async function advancesBooked(
  tx: Db,
  tenantId: string,
  orderLineIds: readonly string[],
  exceptId: string | null,
): Promise<Map<string, string>> {
  if (orderLineIds.length === 0) return new Map();
  const L = paymentApplicationLines;
  const P = paymentApplications;
  const rows = await tx
    .select({ orderLineId: L.orderLineId, amount: sql<string>`sum(${L.amount})::text` })
    .from(L)
    .innerJoin(P, eq(P.id, L.paymentId))
    .where(
      and(
        eq(L.tenantId, tenantId),
        inArray(L.orderLineId, [...orderLineIds]),
        eq(P.type, 2),
        inArray(P.status, [S.approving.code, S.approved.code, S.paid.code]),
        exceptId ? sql`${P.id} <> ${exceptId}` : undefined,
      ),
    )
    .groupBy(L.orderLineId);
  return new Map(rows.map((row) => [row.orderLineId as string, row.amount]));
}

/**
 * An advance (type 2): on each order line, the advances booked by other applications plus this one stay
 * within the settings' % of the line's PO amount. Save answers 400 field errors, submit (under the order
 * locks) 422 with the first one. Nothing to check at 100 % (the ledger's own room is the PO amount).
 */
export async function assertAdvanceLimit(
  tx: Db,
  tenantId: string,
  setting: PaymentSetting,
  input: {
    id: string | null;
    type: number;
    lines: readonly { orderLineId?: string | null; amount: string }[];
  },
  status: 400 | 422,
): Promise<void> {
  if (input.type !== 2 || setting.advanceMaxPercent >= 100) return;
  const ids = input.lines.flatMap((line) => (line.orderLineId ? [line.orderLineId] : []));
  const ledger = await paymentLedgerLinesById(tx, tenantId, ids);
  const booked = await advancesBooked(tx, tenantId, ids, input.id);
  const byId = new Map(ledger.map((line) => [line.id, line]));
  const issues: Issue[] = [];
  input.lines.forEach((line, index) => {
    const known = line.orderLineId ? byId.get(line.orderLineId) : undefined;
    if (!known) return;
    const percent = setting.advanceMaxPercent;
    const limit = advanceLimit(known.orderedAmount, percent, booked.get(known.id) ?? '0');
    if (money.compare(money.normalize(line.amount), limit) > 0)
      issues.push({
        path: `lines.${index}.amount`,
        code: ERROR_CODES.paymentAdvanceOverLimit,
        params: { percent: String(percent), limit },
      });
  });
  const [first] = issues;
  if (!first) return;
  if (status === 422) throw new AppError(422, first.code, first.params);
  throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields: issues });
}

/**
 * Confirm pay: a voucher number unless the settings turned the requirement off (422). The refusal names
 * the field too, so that the form shows it on the voucher number (and the web client no second time).
 */
export async function assertVoucher(tx: Db, tenantId: string, voucherNo: string | undefined): Promise<void> {
  if (voucherNo) return;
  const setting = await paymentSettingOf(tx, tenantId, true);
  if (setting.voucherRequired) {
    throw new AppError(422, ERROR_CODES.paymentVoucherRequired, undefined, {
      fields: [{ path: 'voucherNo', code: ERROR_CODES.paymentVoucherRequired }],
    });
  }
}
