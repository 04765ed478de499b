import { z } from 'zod';
import { money } from './money.ts';
import { PURCHASE_APPLY_CODES, PURCHASE_TAX_RATES } from './purchase-apply.ts';
import { checkInteger } from './integer-rule.ts';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';
import { unitPrice } from './unit-price.ts';

// The forms of the order lifecycle (issue #13): the supplier's refuse, deliver and modify, the buyer's
// cancel and order change. The supplier portal, the buyer pages and the API parse the same schemas.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;

export const ORDER_ACTION_CODES = {
  lineDuplicate: 'order.lineDuplicate',
  changeNothing: 'order.changeNothing',
} as const;
/** The most lines one delivery note or change may carry (an order has at most 500). */
export const ORDER_FORM_LINES_MAX = 500;
export const TRACKING_NO_MAX = 50;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const maxLength = (max: number) =>
  textRule((value) => ([...value].length > max ? fail('validation.tooLong', { max }) : undefined));

function isRealDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const day = textRule((value) => (isRealDay(value) ? undefined : fail('validation.invalid')));

/** A quantity of up to 3 decimals, greater than 0. */
const positiveQuantity = rules.nonNegative3dp.superRefine((value, ctx) => {
  if (PLAIN_DECIMAL.test(value) && money.sign(value) === 0) {
    ctx.addIssue({ code: 'custom', message: PURCHASE_APPLY_CODES.quantityZero });
  }
});

function noDuplicateLines(lines: readonly { orderLineId: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.orderLineId)) {
      ctx.addIssue({
        code: 'custom',
        message: ORDER_ACTION_CODES.lineDuplicate,
        path: ['lines', index, 'orderLineId'],
      });
    }
    seen.add(line.orderLineId);
  });
}

/** A reason (refuse, cancel, change): required, at most 500 units. */
export const orderReason = remark;

export const orderIdBody = z.object({ id: uuid });
export const orderReasonBody = z.object({ id: uuid, reason: orderReason });
export const cancelReplyBody = z.object({ id: uuid, accept: z.boolean('validation.invalidType') });

/** A delivery note (spec §4 supplier deliver; DOMAIN §3 couriers). */
export const deliverySchema = z
  .object({
    orderId: uuid,
    courier: rules.courier,
    trackingNo: maxLength(TRACKING_NO_MAX),
    expectedArrival: optional(day),
    remark: optional(remark),
    lines: z
      .array(z.object({ orderLineId: uuid, quantity: positiveQuantity }), 'validation.invalidType')
      .min(1, 'validation.required')
      .max(ORDER_FORM_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => noDuplicateLines(value.lines, ctx));
export type DeliveryInput = z.infer<typeof deliverySchema>;

/**
 * An order change (buyer) or counter-proposal (supplier): per line the new quantity, unit price or
 * need-by date (absent = unchanged); at least one of them must differ from the order (checked by
 * the server, which knows the order).
 */
export function orderChangeSchema(unitPriceDecimals: number) {
  return z
    .object({
      /** Edit this open change instead of writing a new one. */
      changeId: uuid.optional(),
      orderId: uuid,
      reason: orderReason,
      lines: z
        .array(
          z.object({
            orderLineId: uuid,
            quantity: positiveQuantity.optional(),
            unitPrice: unitPrice(unitPriceDecimals).optional(),
            needByDate: day.optional(),
          }),
          'validation.invalidType',
        )
        .min(1, 'validation.required')
        .max(ORDER_FORM_LINES_MAX, 'validation.tooMany'),
    })
    .superRefine((value, ctx) => noDuplicateLines(value.lines, ctx));
}
export type OrderChangeInput = z.infer<ReturnType<typeof orderChangeSchema>>;

/** The deliver-times limit (issue #13): how many delivery notes one order may have, 1–99. */
export const DELIVER_TIMES_LIMIT_MIN = 1;
export const DELIVER_TIMES_LIMIT_MAX = 99;
export const orderSettingSchema = z.object({
  deliverTimesLimit: textRule((value) =>
    checkInteger(value, { min: DELIVER_TIMES_LIMIT_MIN, max: DELIVER_TIMES_LIMIT_MAX }),
  ),
});
export type OrderSettingInput = z.infer<typeof orderSettingSchema>;

/** Attach uploaded files to an order (issue #13): upload type 13 order file or 14 order status file. */
export const ORDER_FILE_TYPES = [13, 14] as const;
export const orderAttachSchema = z.object({
  orderId: uuid,
  fileType: z.union([z.literal(13), z.literal(14)], 'validation.oneOf'),
  fileIds: z
    .array(uuid, 'validation.invalidType')
    .min(1, 'validation.required')
    .max(20, 'validation.tooMany'),
});
export type OrderAttachInput = z.infer<typeof orderAttachSchema>;
export const orderAttachmentIdBody = z.object({ id: uuid });

/** Change tax rate (`/personnel`): lines of one order get a new VAT rate, with a reason. */
export const orderTaxRateChangeSchema = z.object({
  orderId: uuid,
  lineIds: z
    .array(uuid, 'validation.invalidType')
    .min(1, 'validation.required')
    .max(ORDER_FORM_LINES_MAX, 'validation.tooMany'),
  taxRate: z.literal([...PURCHASE_TAX_RATES], 'validation.oneOf'),
  reason: remark.min(1, 'validation.required'),
});
export type OrderTaxRateChangeInput = z.infer<typeof orderTaxRateChangeSchema>;
