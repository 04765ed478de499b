import { z } from 'zod';
import { money } from './money.ts';
import { PURCHASE_APPLY_CODES } from './purchase-apply.ts';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';
import { ORDER_ACTION_CODES, ORDER_FORM_LINES_MAX } from './order-actions.ts';

// The receiving forms (issue #14): a receipt against a delivery note or directly against order lines,
// and close receiving. The buyer pages and the API parse the same schemas.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
export const RECEIVER_NAME_MAX = 50;
export const WAREHOUSE_MAX = 100;
export const RECEIPT_FILES_MAX = 10;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const maxLength = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));
const day = textRule((value) => {
  if (!DAY.test(value)) return fail('validation.invalid');
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? undefined
    : fail('validation.invalid');
});

const isZero = (value: string) => PLAIN_DECIMAL.test(value) && money.sign(value) === 0;

export const receiptLineSchema = z.object({
  orderLineId: uuid,
  /** Accepted quantity (counts on the ledger); 0 allowed when something is rejected. */
  accepted: rules.nonNegative3dp,
  /** Rejected quantity (recorded, goes back to the supplier); 0 when nothing is refused. */
  rejected: rules.nonNegative3dp,
  /** Why the rejected quantity was refused: required when rejected > 0. */
  rejectReason: optional(remark),
});

/**
 * A receipt (spec §4 "take, confirm or apply submit"): against one delivery note (`deliveryId`) or
 * directly against the order's lines. Per line accepted + rejected > 0, a reason when rejected > 0.
 */
export const receiptSchema = z
  .object({
    orderId: uuid,
    deliveryId: optional(uuid),
    receiverName: maxLength(RECEIVER_NAME_MAX),
    receivedOn: day,
    warehouse: optional(maxLength(WAREHOUSE_MAX)),
    remark: optional(remark),
    fileIds: z.array(uuid, 'validation.invalidType').max(RECEIPT_FILES_MAX, 'validation.tooMany').optional(),
    lines: z
      .array(receiptLineSchema, 'validation.invalidType')
      .min(1, 'validation.required')
      .max(ORDER_FORM_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({
          code: 'custom',
          message: ORDER_ACTION_CODES.lineDuplicate,
          path: ['lines', index, 'orderLineId'],
        });
      }
      seen.add(line.orderLineId);
      if (isZero(line.accepted) && isZero(line.rejected)) {
        ctx.addIssue({
          code: 'custom',
          message: PURCHASE_APPLY_CODES.quantityZero,
          path: ['lines', index, 'accepted'],
        });
      }
      if (PLAIN_DECIMAL.test(line.rejected) && !isZero(line.rejected) && !line.rejectReason) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.required',
          path: ['lines', index, 'rejectReason'],
        });
      }
    });
  });
export type ReceiptInput = z.infer<typeof receiptSchema>;

/** Close receiving (spec §4): one line (`orderLineId`) or the whole order, with a reason. */
export const closeReceivingSchema = z.object({
  orderId: uuid,
  orderLineId: optional(uuid),
  reason: remark,
});
export type CloseReceivingInput = z.infer<typeof closeReceivingSchema>;

/** Cancel a receipt (it stays, as cancelled, and gives its quantities back), with a reason. */
export const cancelReceiptSchema = z.object({
  id: uuid,
  reason: remark,
});
export type CancelReceiptInput = z.infer<typeof cancelReceiptSchema>;

/** The tenant's receiving setting: receipts go through approval before they count. */
export const receivingSettingSchema = z.object({
  applicationRequired: z.boolean('validation.invalidType'),
});
