import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

const invoiceStatuses = codeEntries('invoice').map((entry) => entry.code);
const decimal = z.string().describe('Decimal string');

export const invoiceListQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => invoiceStatuses.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.invoice'),
  held: z
    .enum(['true', 'false'], 'validation.oneOf')
    .optional()
    .describe('Only held (true) or not held (false)'),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Invoice code or number, order code or supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.invoiceBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

const holdReasonSchema = z.object({
  code: z.string().describe('invoice.hold.*'),
  params: z.record(z.string(), z.string()),
  /** In the request's language. */
  message: z.string(),
});

export const invoiceSummarySchema = z.object({
  id: z.string(),
  invoiceCode: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  status: z.number().int().describe(`CODES.invoice, e.g. ${CODES.invoice.underReview.code} under review`),
  held: z.boolean(),
  examining: z.boolean(),
  verifyResult: z.enum(['passed', 'failed']).nullable(),
  vendorId: z.string(),
  vendorName: z.string(),
  orderCodes: z.array(z.string()),
  currency: z.string(),
  amountExclTax: decimal,
  taxAmount: decimal,
  totalAmount: decimal,
  reason: z.string().nullable(),
  /** Why held, line by line, in the request's language (empty when not held). */
  holdReasons: z.array(z.string()),
  submittedAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicePageSchema = z.object({
  items: z.array(invoiceSummarySchema),
  nextCursor: z.string().nullable(),
});

/** One invoice line with its three-way match panel (live, from the ledger as it is now). */
export const invoiceLineWireSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  orderId: z.string(),
  orderCode: z.string(),
  orderLineId: z.string(),
  receiptId: z.string().nullable(),
  receiptCode: z.string().nullable(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimal,
  unitPrice: decimal,
  amount: decimal,
  taxRate: decimal,
  taxAmount: decimal,
  match: z.object({
    orderedQty: decimal,
    orderUnitPrice: decimal,
    netReceivedQty: decimal.describe('received − returned'),
    previouslyInvoicedQty: decimal.describe('other invoices under review or invoiced'),
    basisQty: decimal.describe('received − returned − previously invoiced'),
    qtyDiff: decimal,
    priceDiff: decimal,
    qtyWithin: z.boolean(),
    priceWithin: z.boolean(),
    held: z.boolean(),
    reasons: z.array(holdReasonSchema),
  }),
});

export const invoiceHistorySchema = z.object({
  id: z.string(),
  action: z.number().int().describe('CODES.historyAction'),
  actorName: z.string(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  checkCode: z.string(),
  sellerTaxNo: z.string(),
  buyerTaxNo: z.string(),
  remark: z.string(),
  verifyMessage: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  invoicedAt: z.string().nullable(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  tolerances: z.object({ priceTolerance: decimal, qtyTolerance: decimal }),
  lines: z.array(invoiceLineWireSchema),
  history: z.array(invoiceHistorySchema),
  /** The buyer's invoice request this invoice answers (its newest), if any. */
  request: z.object({ id: z.string(), code: z.string() }).nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceableQuerySchema = z.object({
  orderCode: z.string().trim().max(50, 'validation.tooLong').optional(),
});
/** An order line the supplier may put on an invoice, with its invoiceable basis. */
export const invoiceableLineSchema = z.object({
  orderLineId: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  taxRate: decimal,
  orderedQty: decimal,
  netReceivedQty: decimal,
  invoicedQty: decimal,
  basisQty: decimal.describe('received − returned − invoiced (what the match accepts without tolerance)'),
  maxQty: decimal.describe('ordered − invoiced (the hard ceiling)'),
});
export const invoiceableListSchema = z.object({ items: z.array(invoiceableLineSchema) });

export const invoiceSubmittedSchema = z.object({
  id: z.string(),
  status: z.number().int(),
  held: z.boolean(),
});
export const invoiceStatusSchema = z.object({
  status: z.number().int().describe('CODES.invoice'),
  held: z.boolean(),
  verifyResult: z.enum(['passed', 'failed']).nullable(),
});
export const invoiceIdParamsSchema = z.object({ id: idSchema });
export const checkSettingSchema = z.object({ priceTolerance: decimal, qtyTolerance: decimal });
export const ocrResultSchema = z.object({
  provider: z.string(),
  simulated: z.boolean().describe('true: the built-in simulator recognised it (no real OCR)'),
  fields: z.record(z.string(), z.string()),
});
