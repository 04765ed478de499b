import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

// Wire shapes of the statement routes (issue #15, /account).

const decimal = z.string().describe('Decimal string');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .describe('YYYY-MM-DD');

export const statementListQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((value) => codeEntries('statement').some((entry) => entry.code === value), 'validation.oneOf')
    .optional()
    .describe('CODES.statement'),
  vendorId: idSchema.optional(),
  /** Statements whose period overlaps [from, to]. */
  from: day.optional(),
  to: day.optional(),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Statement code or supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.statementBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;

const totals = {
  orderedAmount: decimal,
  receivedAmount: decimal.describe('Σ (received − returned) × unit price'),
  invoicedAmount: decimal.describe('Σ invoiced at the order price (ledger)'),
  appliedAmount: decimal,
  paidAmount: decimal,
  outstandingAmount: decimal.describe('Σ received − applied: what a pay apply asks for'),
  invoiceTotal: decimal.describe('Σ the invoice items (tax included)'),
};

export const statementSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe(`CODES.statement, e.g. ${CODES.statement.sent.code} sent`),
  vendorId: z.string(),
  vendorName: z.string(),
  currency: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  ...totals,
  itemCount: z.number().int(),
  paymentId: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementPageSchema = z.object({
  items: z.array(statementSummarySchema),
  nextCursor: z.string().nullable(),
});

export const statementItemSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  kind: z.enum(['line', 'invoice']),
  orderId: z.string().nullable(),
  orderCode: z.string(),
  orderLineId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  description: z.string(),
  documentDate: z.string(),
  ...totals,
  /** A line item's ledger now (received, invoiced, applied, paid), beside the snapshot; null for invoices. */
  live: z
    .object({ receivedAmount: decimal, invoicedAmount: decimal, appliedAmount: decimal, paidAmount: decimal })
    .nullable(),
});
export type StatementItem = z.infer<typeof statementItemSchema>;

export const statementDetailSchema = statementSummarySchema.extend({
  remark: z.string(),
  disputeReason: z.string().nullable(),
  answeredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Received − invoiced (order price): what is received but not yet invoiced. */
  uninvoicedAmount: decimal,
  payment: z
    .object({
      id: z.string(),
      code: z.string(),
      status: z.number().int(),
      totalAmount: decimal,
      method: z.number().int(),
      payee: z.string(),
      bankName: z.string(),
      bankAccount: z.string(),
      remark: z.string(),
    })
    .nullable()
    .describe('The payment application created from it (buyer only; null once deleted)'),
  paymentLapse: z
    .object({
      paymentId: z.string(),
      paymentCode: z.string(),
      outcome: z.enum(['returned', 'cancelled', 'deleted']),
      actorName: z.string().nullable().describe('Who rejected or cancelled it'),
      comment: z.string().nullable().describe("The approver's reason when rejected"),
      at: z.string().nullable(),
      amountToPay: decimal.describe('What a pay again asks for now'),
    })
    .nullable()
    .describe(
      'Buyer only: the payment application made from this closed statement was rejected, cancelled or deleted: pay again is possible',
    ),
  items: z.array(statementItemSchema),
  messages: z.array(
    z.object({
      id: z.string(),
      side: z.enum(['buyer', 'supplier']),
      authorName: z.string(),
      body: z.string(),
      at: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      id: z.string(),
      action: z.number().int().describe('CODES.historyAction'),
      actorName: z.string(),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type StatementDetail = z.infer<typeof statementDetailSchema>;

export const statementIdParamsSchema = z.object({ id: idSchema });
export const statementSavedSchema = z.object({ id: z.string(), code: z.string(), status: z.number().int() });
export const statementStatusSchema = z.object({ status: z.number().int() });
export const statementPaymentSchema = z.object({
  paymentId: z.string(),
  paymentCode: z.string(),
  statementIds: z.array(z.string()),
});

export const statementVendorsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
