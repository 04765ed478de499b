import { z } from 'zod';
import { money } from './money.ts';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { nameLength, purchaseRemark, remark } from './text-fields.ts';

// The payment application form (issue #15, spec §4/§5 payments): buyer pages and the API parse the same
// schema. Limits against the order-line ledger (≤ PO amount, ≤ received − returned) are the server's
// check, under the order's row lock.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

export const PAYMENT_TYPES = [0, 1, 2] as const;
export const PAYMENT_METHODS = [0, 2, 3, 6] as const;
export const PAYMENT_LINES_MAX = 200;
export const PAYMENT_FILES_MAX = 10;
export const PAYMENT_CODES = {
  lineDuplicate: 'payment.lineDuplicate',
  /** A PO or advance payment line names an order line; a direct payment line has a description. */
  lineTarget: 'payment.lineTarget',
  totalNotPositive: 'payment.totalNotPositive',
  amountZero: 'payment.amountZero',
} as const;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const bankAccount = textRule((value) =>
  /^[0-9A-Za-z -]{4,40}$/.test(value) ? undefined : fail('validation.invalid'),
);
const currency = textRule((value) => (/^[A-Z]{3}$/.test(value) ? undefined : fail('validation.invalid')));

/** An amount of up to 8 integer digits and 2 decimals, greater than 0. */
const positiveAmount = rules.amount8d2.superRefine((value, ctx) => {
  if (PLAIN_DECIMAL.test(value) && money.sign(value) === 0) {
    ctx.addIssue({ code: 'custom', message: PAYMENT_CODES.amountZero });
  }
});

export const paymentLineSchema = z.object({
  /** PO payment and advance: the order line paid against. */
  orderLineId: uuid.optional(),
  /** Direct payment: what is paid for. */
  description: optional(purchaseRemark(100)),
  amount: positiveAmount,
});

/** A payment application (create; update adds its id). One supplier; total > 0. */
export const paymentSchema = z
  .object({
    id: uuid.optional(),
    type: z.union(
      PAYMENT_TYPES.map((code) => z.literal(code)),
      'validation.oneOf',
    ),
    method: z.union(
      PAYMENT_METHODS.map((code) => z.literal(code)),
      'validation.oneOf',
    ),
    vendorId: uuid,
    currency,
    payee: nameLength,
    bankName: optional(purchaseRemark(100)),
    bankAccount,
    remark: optional(remark),
    fileIds: z.array(uuid, 'validation.invalidType').max(PAYMENT_FILES_MAX, 'validation.tooMany').default([]),
    lines: z
      .array(paymentLineSchema, 'validation.invalidType')
      .min(1, 'validation.required')
      .max(PAYMENT_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      const direct = value.type === 0;
      if (direct ? !line.description?.trim() || line.orderLineId : !line.orderLineId) {
        const path = ['lines', index, direct ? 'description' : 'orderLineId'];
        ctx.addIssue({ code: 'custom', message: PAYMENT_CODES.lineTarget, path });
      }
      if (line.orderLineId && seen.has(line.orderLineId)) {
        const path = ['lines', index, 'orderLineId'];
        ctx.addIssue({ code: 'custom', message: PAYMENT_CODES.lineDuplicate, path });
      }
      if (line.orderLineId) seen.add(line.orderLineId);
    });
  });

export type PaymentInput = z.infer<typeof paymentSchema>;

export const paymentIdBody = z.object({ id: uuid });
export const paymentIdsBody = z.object({
  ids: z.array(uuid, 'validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooMany'),
});
/** Confirm pay: the bank's payment number and the accounting voucher number. */
const reference = textRule((value) =>
  /^[0-9A-Za-z_/-]{1,40}$/.test(value) ? undefined : fail('validation.invalid'),
);
export const paymentConfirmBody = z.object({ id: uuid, paymentNo: reference, voucherNo: reference });
export const paymentBatchConfirmBody = z.object({
  ids: z.array(uuid, 'validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooMany'),
  paymentNo: reference,
  voucherNo: reference,
});
export const paymentRejectBody = z.object({ id: uuid, comment: remark.min(1, 'validation.required') });
export const paymentBatchApproveBody = z.object({
  ids: z.array(uuid, 'validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooMany'),
  comment: optional(remark),
});

/** Invoice write-off: a paid advance offset by an invoiced invoice of the same supplier, for an amount > 0. */
export const writeOffSchema = z.object({
  paymentId: uuid,
  invoiceId: uuid,
  amount: positiveAmount,
  remark: optional(remark),
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;
export const writeOffReverseBody = z.object({ id: uuid, reason: remark.min(1, 'validation.required') });
