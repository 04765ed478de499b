import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

const returnStatuses = codeEntries('return').map((entry) => entry.code);
const decimal = z.string().describe('Decimal string');

export const returnListQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => returnStatuses.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.return'),
  orderId: idSchema.optional(),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Return code, order code or supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.returnBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type ReturnListQuery = z.infer<typeof returnListQuerySchema>;

export const returnSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe(`CODES.return, e.g. ${CODES.return.draft.code} draft`),
  orderId: z.string(),
  orderCode: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  createdByName: z.string(),
  currency: z.string(),
  totalQty: decimal,
  totalAmount: decimal,
  lineCount: z.number().int(),
  vendorUnread: z.boolean(),
  createdAt: z.string(),
});
export type ReturnSummary = z.infer<typeof returnSummarySchema>;

export const returnPageSchema = z.object({
  items: z.array(returnSummarySchema),
  nextCursor: z.string().nullable(),
});

export const returnLineWireSchema = z.object({
  id: z.string(),
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  quantity: decimal,
  amount: decimal,
  reason: z.string(),
  disposition: z.enum(['refund', 'replace']),
});

/** The order line's ledger as the return pages show it (payable basis = received − returned). */
export const returnLedgerLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  orderedQty: decimal,
  receivedQty: decimal,
  returnedQty: decimal,
  returnableQty: decimal,
  payableQty: decimal,
  payableAmount: decimal,
});

export const returnHistorySchema = z.object({
  id: z.string(),
  action: z.number().int().describe('CODES.historyAction'),
  actorName: z.string(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const returnDetailSchema = returnSummarySchema.extend({
  remark: z.string(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  rejectComment: z.string().nullable(),
  rejectedBy: z.enum(['approver', 'supplier']).nullable(),
  files: z
    .array(z.object({ id: z.string(), name: z.string(), url: z.string() }))
    .describe('Attachments (both sides see them)'),
  lines: z.array(returnLineWireSchema),
  ledger: z.array(returnLedgerLineSchema),
  history: z.array(returnHistorySchema),
});
export type ReturnDetail = z.infer<typeof returnDetailSchema>;

export const returnSavedSchema = z.object({ id: z.string(), code: z.string(), status: z.number().int() });
export const returnStatusSchema = z.object({ status: z.number().int().describe('CODES.return') });
export const returnIdParamsSchema = z.object({ id: idSchema });
