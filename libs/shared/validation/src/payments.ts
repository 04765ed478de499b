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
/**
 * The voucher number may be left out (empty): the server refuses that (422 `payment.voucherRequired`)
 * unless the company's payment settings turned "voucher number required" off.
 */
export const paymentConfirmBody = z.object({
  id: uuid,
  paymentNo: reference,
  voucherNo: optional(reference),
});
export const paymentBatchConfirmBody = z.object({
  ids: z.array(uuid, 'validation.invalidType').min(1, 'validation.required').max(100, 'validation.tooMany'),
  paymentNo: reference,
  voucherNo: optional(reference),
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

// ---- The tenant's payment settings (`/setting/payment`, issue #15; docs/conventions.md "Payment settings").

export const PAYMENT_SETTING_CODES = {
  /** The default method is not among the allowed ones. */
  defaultNotAllowed: 'payment.setting.defaultNotAllowed',
  /** The payment type is not allowed by the company's payment settings. */
  typeNotAllowed: 'payment.typeNotAllowed',
  /** The payment method is not allowed by the company's payment settings. */
  methodNotAllowed: 'payment.methodNotAllowed',
} as const;

const distinctCodes = <T extends readonly number[]>(codes: T) =>
  z
    .array(
      z.union(
        codes.map((code) => z.literal(code as T[number])),
        'validation.oneOf',
      ),
      'validation.invalidType',
    )
    .min(1, 'validation.required')
    .max(codes.length, 'validation.tooMany')
    .refine((list) => new Set(list).size === list.length, 'validation.invalid');

/** The settings form and `POST /financialSet/paymentSetting` parse the same schema. */
export const paymentSettingSchema = z
  .object({
    /** Allowed payment methods (0 bank transfer, 2 cheque, 3 offset loan, 6 foreign exchange): ≥ 1. */
    methods: distinctCodes(PAYMENT_METHODS),
    /** The method a new application starts with: one of the allowed ones. */
    defaultMethod: z.union(
      PAYMENT_METHODS.map((code) => z.literal(code)),
      'validation.oneOf',
    ),
    /** Allowed payment types (0 direct, 1 PO payment, 2 advance): ≥ 1. */
    types: distinctCodes(PAYMENT_TYPES),
    /** An advance may book at most this % of an order line's PO amount (with the advances before it). */
    advanceMaxPercent: z
      .number('validation.invalidType')
      .int('validation.integer')
      .min(1, 'validation.tooSmall')
      .max(100, 'validation.tooLarge'),
    /** A PO payment is submitted only with invoice verification. */
    verificationRequired: z.boolean('validation.invalidType'),
    /** Confirm pay needs a voucher number. */
    voucherRequired: z.boolean('validation.invalidType'),
  })
  .superRefine((value, ctx) => {
    if (!(value.methods as number[]).includes(value.defaultMethod))
      ctx.addIssue({
        code: 'custom',
        message: PAYMENT_SETTING_CODES.defaultNotAllowed,
        path: ['defaultMethod'],
      });
  });

export type PaymentSetting = z.infer<typeof paymentSettingSchema>;

/** No settings row: today's behaviour (every type and method, bank transfer first, advances up to 100 %). */
export const DEFAULT_PAYMENT_SETTING: PaymentSetting = {
  methods: [...PAYMENT_METHODS],
  defaultMethod: 0,
  types: [...PAYMENT_TYPES],
  advanceMaxPercent: 100,
  verificationRequired: false,
  voucherRequired: true,
};

/** The application's type and method against the settings (the form offers only these; the server re-checks). */
export function paymentSettingIssues(
  input: { type: number; method: number },
  setting: Pick<PaymentSetting, 'types' | 'methods'>,
): { path: 'type' | 'method'; code: string }[] {
  const issues: { path: 'type' | 'method'; code: string }[] = [];
  if (!(setting.types as readonly number[]).includes(input.type))
    issues.push({ path: 'type', code: PAYMENT_SETTING_CODES.typeNotAllowed });
  if (!(setting.methods as readonly number[]).includes(input.method))
    issues.push({ path: 'method', code: PAYMENT_SETTING_CODES.methodNotAllowed });
  return issues;
}

/** Submit needs the invoice verification: the setting is on and the application is a PO payment (type 1). */
export const verificationRequiredFor = (
  type: number,
  setting: Pick<PaymentSetting, 'verificationRequired'>,
) => setting.verificationRequired && type === 1;

/** The most an advance may still book on an order line: round(PO amount × % / 100, 2) − advances booked. */
export function advanceLimit(orderedAmount: string, percent: number, advanced: string): string {
  const cap = money.round(money.mul(orderedAmount, (percent / 100).toFixed(2)), 2);
  const left = money.round(money.sub(cap, advanced), 2);
  return money.sign(left) < 0 ? '0.00' : left;
}
