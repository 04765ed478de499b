import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';
import { nameLength, purchaseRemark, remark } from './text-fields.ts';
import { PAYMENT_FILES_MAX, PAYMENT_METHODS } from './payments.ts';

// The statement-of-account forms (issue #15, /account): create (one supplier, one currency, a period of at
// most a year), the supplier's dispute reason, messages, and pay apply / merge pay apply (the payee part of
// a payment application; the lines come from the statements). The pages and the API parse the same schemas.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const STATEMENT_MERGE_MAX = 20;
export const STATEMENT_CODES = {
  periodInvalid: 'statement.periodInvalid',
} as const;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const day = textRule((value) => {
  if (!DAY.test(value)) return fail('validation.invalid');
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? undefined
    : fail('validation.invalid');
});
const currency = textRule((value) => (/^[A-Z]{3}$/.test(value) ? undefined : fail('validation.invalid')));
const bankAccount = textRule((value) =>
  /^[0-9A-Za-z -]{4,40}$/.test(value) ? undefined : fail('validation.invalid'),
);

/** The period ends on or after its start and spans at most 366 days. */
export function periodValid(from: string, to: string): boolean {
  if (!DAY.test(from) || !DAY.test(to)) return true; // the day rule reports it
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= 366;
}

export const statementCreateSchema = z
  .object({
    vendorId: uuid,
    currency,
    periodFrom: day,
    periodTo: day,
    remark: optional(remark),
  })
  .superRefine((value, ctx) => {
    if (!periodValid(value.periodFrom, value.periodTo)) {
      ctx.addIssue({ code: 'custom', message: STATEMENT_CODES.periodInvalid, path: ['periodTo'] });
    }
  });
export type StatementCreateInput = z.infer<typeof statementCreateSchema>;

export const statementIdBody = z.object({ id: uuid });
/** The supplier disputes with a reason (shown to the buyer). */
export const statementDisputeBody = z.object({ id: uuid, reason: remark.min(1, 'validation.required') });
export const statementMessageBody = z.object({ id: uuid, body: remark.min(1, 'validation.required') });

const payee = {
  method: z.union(
    PAYMENT_METHODS.map((code) => z.literal(code)),
    'validation.oneOf',
  ),
  payee: nameLength,
  bankName: optional(purchaseRemark(100)),
  bankAccount,
  remark: optional(remark),
  fileIds: z.array(uuid, 'validation.invalidType').max(PAYMENT_FILES_MAX, 'validation.tooMany').default([]),
};

/** A statement data rule (/setting/statementData): all statements, or some suppliers and/or legal entities. */
export const statementDataRuleSchema = z.object({
  id: uuid.optional(),
  userId: uuid,
  allData: z.boolean('validation.invalidType'),
  vendorIds: z.array(uuid, 'validation.invalidType').max(200, 'validation.tooMany').default([]),
  legalEntityIds: z.array(uuid, 'validation.invalidType').max(200, 'validation.tooMany').default([]),
  remark: optional(remark),
});
export type StatementDataRuleInput = z.infer<typeof statementDataRuleSchema>;

/** Pay apply: one confirmed statement → one PO payment application (its outstanding items). */
export const statementPayApplySchema = z.object({ id: uuid, ...payee });
export type StatementPayApplyInput = z.infer<typeof statementPayApplySchema>;

/** Merge pay apply: several confirmed statements of one supplier → one payment application. */
export const statementMergePayApplySchema = z.object({
  ids: z
    .array(uuid, 'validation.invalidType')
    .min(1, 'validation.required')
    .max(STATEMENT_MERGE_MAX, 'validation.tooMany'),
  ...payee,
});
export type StatementMergePayApplyInput = z.infer<typeof statementMergePayApplySchema>;
