import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { RECONCILIATION_DIFFS, isReconciliationCursor } from './sources.ts';

// Wire shapes of invoice reconciliation (issue #15, spec §2 /assetsManagement "reconciliation").

const decimal = z.string().describe('Decimal string');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .describe('YYYY-MM-DD (order date, tenant time zone)');

const filters = {
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'validation.invalid')
    .optional()
    .describe('Only orders in this currency'),
  from: day.optional(),
  to: day.optional(),
  diff: z
    .enum(RECONCILIATION_DIFFS, 'validation.oneOf')
    .default('all')
    .describe('open: any difference; uninvoiced: received − returned > invoiced; unpaid: invoiced > paid'),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Order number, product code or item name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine(isReconciliationCursor, ERROR_CODES.statementBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(50),
};

/** Buyer: one supplier is required. */
export const reconciliationQuerySchema = z.object({ vendorId: idSchema, ...filters });
export type ReconciliationListQuery = z.infer<typeof reconciliationQuerySchema>;
/** Supplier: its own company, the current buyer tenant. */
export const vendorReconciliationQuerySchema = z.object(filters);

const ref = z.object({ id: z.string(), status: z.number().int() });

export const reconciliationLineSchema = z.object({
  id: z.string().describe('Order line id'),
  orderId: z.string(),
  orderCode: z.string(),
  orderDate: z.string(),
  currency: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  orderedQty: decimal,
  orderedAmount: decimal,
  receivedQty: decimal.describe('received − returned'),
  receivedAmount: decimal.describe('round((received − returned) × unit price, 2)'),
  invoicedQty: decimal,
  invoicedAmount: decimal.describe('ledger: invoices under review or invoiced, at the order price'),
  requestedQty: decimal.describe('open invoice requests (sent or acknowledged), not invoiced yet'),
  requestedAmount: decimal,
  paidAmount: decimal,
  uninvoicedAmount: decimal.describe('received − invoiced (negative: invoiced ahead of receipt)'),
  unpaidAmount: decimal.describe('invoiced − paid (negative: paid ahead of invoices, e.g. an advance)'),
  invoices: z.array(ref.extend({ number: z.string() })),
  payments: z.array(ref.extend({ code: z.string(), amount: decimal })),
});
export type ReconciliationLine = z.infer<typeof reconciliationLineSchema>;

export const reconciliationTotalsSchema = z.object({
  currency: z.string(),
  lines: z.number().int(),
  orderedAmount: decimal,
  receivedAmount: decimal,
  invoicedAmount: decimal,
  requestedAmount: decimal,
  paidAmount: decimal,
  uninvoicedAmount: decimal,
  unpaidAmount: decimal,
});
export type ReconciliationTotals = z.infer<typeof reconciliationTotalsSchema>;

export const reconciliationPageSchema = z.object({
  items: z.array(reconciliationLineSchema),
  nextCursor: z.string().nullable(),
  /** Over the whole filter (every page), one row per currency. */
  totals: z.array(reconciliationTotalsSchema),
});
export type ReconciliationPage = z.infer<typeof reconciliationPageSchema>;

export const reconciliationVendorsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
