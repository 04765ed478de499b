import { z } from 'zod';
import { money } from './money.ts';
import { PURCHASE_APPLY_CODES } from './purchase-apply.ts';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';

// The return form (issue #14, spec §4 "Return goods: create, update, confirm, delete"): the buyer, the
// supplier portal and the API parse the same schema. Quantities against the ledger (≤ received −
// returned) are the server's check, under the order line's row lock.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

export const RETURN_DISPOSITIONS = ['refund', 'replace'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
/** The most lines one return may carry (an order has at most 500). */
export const RETURN_LINES_MAX = 500;
export const RETURN_CODES = { lineDuplicate: 'return.lineDuplicate' } as const;
/** The most attachments one return may carry. */
export const RETURN_FILES_MAX = 10;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));

/** A quantity of up to 3 decimals, greater than 0. */
const positiveQuantity = rules.nonNegative3dp.superRefine((value, ctx) => {
  if (PLAIN_DECIMAL.test(value) && money.sign(value) === 0) {
    ctx.addIssue({ code: 'custom', message: PURCHASE_APPLY_CODES.quantityZero });
  }
});

export const returnLineSchema = z.object({
  orderLineId: uuid,
  quantity: positiveQuantity,
  reason: remark,
  disposition: z.enum(RETURN_DISPOSITIONS, 'validation.oneOf'),
});

/** A return of one order's received goods (create; update adds the return's id). */
export const returnSchema = z
  .object({
    /** Edit this draft or rejected return instead of writing a new one. */
    id: uuid.optional(),
    orderId: uuid,
    remark: optional(remark),
    /** Attachments (upload type 14); an update replaces them (omitted = none). */
    fileIds: z.array(uuid, 'validation.invalidType').max(RETURN_FILES_MAX, 'validation.tooMany').optional(),
    lines: z
      .array(returnLineSchema, 'validation.invalidType')
      .min(1, 'validation.required')
      .max(RETURN_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({
          code: 'custom',
          message: RETURN_CODES.lineDuplicate,
          path: ['lines', index, 'orderLineId'],
        });
      }
      seen.add(line.orderLineId);
    });
  });
export type ReturnInput = z.infer<typeof returnSchema>;

export const returnIdBody = z.object({ id: uuid });
/** The supplier disputes a return: a comment back to the buyer (required). */
export const returnDisputeBody = z.object({ id: uuid, comment: remark });
