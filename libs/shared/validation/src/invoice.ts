import { z } from 'zod';
import { money } from './money.ts';
import { PURCHASE_APPLY_CODES } from './purchase-apply.ts';
import { checkDecimal, decimalRule } from './decimal-rule.ts';
import { rules } from './rules.ts';
import { fail, optional, textRule } from './text-rule.ts';
import { remark } from './text-fields.ts';

// The invoice forms (issue #15): the supplier's VAT invoice submission, the buyer's return / void
// reasons, the late receipt link and the check setting (tolerances). The pages and the API parse the same
// schemas; the totals are checked exactly (decimal strings, no floats) by invoiceTotals below.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLAIN_DECIMAL = /^\d+(?:\.\d+)?$/;
export const INVOICE_LINES_MAX = 200;
export const INVOICE_FILES_MAX = 5;
export const INVOICE_CODES = {
  lineDuplicate: 'invoice.lineDuplicate',
  totalMismatch: 'invoice.totalMismatch',
} as const;

const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));
const day = textRule((value) => {
  if (!DAY.test(value)) return fail('validation.invalid');
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
    ? undefined
    : fail('validation.invalid');
});
/** VAT invoice code: 10 or 12 digits; empty for a fully digital invoice (its number has 20 digits). */
const invoiceCode = textRule((value) =>
  /^(?:\d{10}|\d{12})?$/.test(value) ? undefined : fail('validation.digits'),
);
const invoiceNumber = textRule((value) =>
  /^(?:\d{8}|\d{20})$/.test(value) ? undefined : fail('validation.digits'),
);
const checkCode = textRule((value) => (/^\d{0,20}$/.test(value) ? undefined : fail('validation.digits')));
const positiveQuantity = rules.nonNegative3dp.superRefine((value, ctx) => {
  if (PLAIN_DECIMAL.test(value) && money.sign(value) === 0) {
    ctx.addIssue({ code: 'custom', message: PURCHASE_APPLY_CODES.quantityZero });
  }
});
/** Unit price excluding tax: up to 10 integer digits and 6 decimals (spec §5, tenant decimals ≤ 6). */
const unitPrice = decimalRule({ maxInteger: 10, maxDecimals: 6 });
/** A percentage 0 … 100 with up to 2 decimals (tax rate, tolerance). */
const percent = textRule(
  (value) =>
    checkDecimal(value, { maxInteger: 3, maxDecimals: 2 }) ??
    (money.compare(value, '100') > 0 ? fail('validation.tooLarge', { max: 100 }) : undefined),
);

export const invoiceLineSchema = z.object({
  orderLineId: uuid,
  quantity: positiveQuantity,
  unitPrice,
  taxRate: percent,
});

/** A VAT invoice as the supplier submits it (spec §3 labels; file type 41 = the scanned invoice). */
export const invoiceSubmitSchema = z
  .object({
    invoiceCode,
    invoiceNumber,
    invoiceDate: day,
    amountExclTax: rules.amount12d2,
    taxAmount: rules.amount12d2,
    totalAmount: rules.amount12d2,
    checkCode: optional(checkCode),
    sellerTaxNo: rules.taxCode,
    buyerTaxNo: rules.taxCode,
    remark: optional(remark),
    /** The buyer's invoice request this invoice answers (acknowledged or sent; it becomes invoiced). */
    requestId: uuid.optional(),
    fileIds: z.array(uuid, 'validation.invalidType').max(INVOICE_FILES_MAX, 'validation.tooMany').optional(),
    lines: z
      .array(invoiceLineSchema, 'validation.invalidType')
      .min(1, 'validation.required')
      .max(INVOICE_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({
          code: 'custom',
          message: INVOICE_CODES.lineDuplicate,
          path: ['lines', index, 'orderLineId'],
        });
      }
      seen.add(line.orderLineId);
    });
  });
export type InvoiceSubmitInput = z.infer<typeof invoiceSubmitSchema>;

/** One line's amounts: excl. tax = round(qty × price, 2); tax = round(excl. × rate / 100, 2) (half-up). */
export function invoiceLineAmounts(line: { quantity: string; unitPrice: string; taxRate: string }) {
  const amount = money.round(money.mul(line.quantity, line.unitPrice), 2);
  const taxAmount = money.round(money.mul(amount, money.mul(line.taxRate, '0.01')), 2);
  return { amount, taxAmount };
}

/** What the header must say: Σ line amounts, Σ line taxes, and their sum (exact decimals). */
export function invoiceTotals(lines: readonly { quantity: string; unitPrice: string; taxRate: string }[]) {
  const each = lines.map(invoiceLineAmounts);
  const amountExclTax = money.round(money.sum(each.map((line) => line.amount)), 2);
  const taxAmount = money.round(money.sum(each.map((line) => line.taxAmount)), 2);
  return { amountExclTax, taxAmount, totalAmount: money.round(money.add(amountExclTax, taxAmount), 2) };
}

export const invoiceIdBody = z.object({ id: uuid });
/** Return to the supplier or void: the reason is required (it is shown to the supplier and in the log). */
export const invoiceReasonBody = z.object({ id: uuid, reason: remark });
/** Late linking: one invoice line names the receipt its goods came in on. */
export const invoiceLinkBody = z.object({ id: uuid, lineId: uuid, receiptId: uuid });
export const invoiceOcrBody = z.object({ fileId: uuid });
/** The check setting of /financialSet: price and quantity tolerances in percent (default 0). */
export const invoiceCheckSettingSchema = z.object({ priceTolerance: percent, qtyTolerance: percent });
export type InvoiceCheckSetting = z.infer<typeof invoiceCheckSettingSchema>;

/** One line of an invoice request: an order line and the quantity the buyer asks to be invoiced. */
export const invoiceRequestLineSchema = z.object({ orderLineId: uuid, quantity: positiveQuantity });

/**
 * The buyer's invoice request to ONE supplier (/assetsManagement): order lines with the quantity to
 * invoice (≤ the line's requestable basis, checked by the server under the order lock), the invoice title
 * and the invoice receiving address chosen, a note.
 */
export const invoiceRequestSchema = z
  .object({
    vendorId: uuid,
    invoiceTitleId: uuid,
    addressId: uuid,
    remark: optional(remark),
    lines: z
      .array(invoiceRequestLineSchema, 'validation.invalidType')
      .min(1, 'validation.required')
      .max(INVOICE_LINES_MAX, 'validation.tooMany'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.lines.forEach((line, index) => {
      if (seen.has(line.orderLineId)) {
        ctx.addIssue({
          code: 'custom',
          message: INVOICE_CODES.lineDuplicate,
          path: ['lines', index, 'orderLineId'],
        });
      }
      seen.add(line.orderLineId);
    });
  });
export type InvoiceRequestInput = z.infer<typeof invoiceRequestSchema>;
