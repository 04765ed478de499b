import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

const orderStatuses = codeEntries('order').map((entry) => entry.code);
const isoDate = z.iso.date('validation.invalid');

export const orderListQuerySchema = z
  .object({
    status: z.coerce
      .number('validation.invalidType')
      .int('validation.invalidType')
      .refine((code) => orderStatuses.includes(code), 'validation.oneOf')
      .optional()
      .describe('CODES.order'),
    vendorId: idSchema.optional(),
    keyword: z
      .string()
      .trim()
      .max(50, 'validation.tooLong')
      .optional()
      .describe('Order code or supplier name'),
    sourceCode: z.string().trim().max(50, 'validation.tooLong').optional().describe('Source document number'),
    createdFrom: isoDate.optional().describe('YYYY-MM-DD, China time'),
    createdTo: isoDate.optional().describe('YYYY-MM-DD, China time, inclusive'),
    cursor: z
      .string()
      .max(200, 'validation.tooLong')
      .refine((text) => decodeCursor(text) !== null, ERROR_CODES.orderBadCursor)
      .optional(),
    pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    message: 'validation.range',
    path: ['createdTo'],
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const decimal = z.string().describe('Decimal string');

export const orderSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z
    .number()
    .int()
    .describe(`CODES.order, e.g. ${CODES.order.awaitingConfirm.code} awaiting confirmation`),
  vendorId: z.string(),
  vendorName: z.string(),
  sourceType: z.string(),
  sourceId: z.string(),
  sourceCode: z.string(),
  buyerName: z.string(),
  currency: z.string(),
  totalAmount: decimal,
  lineCount: z.number().int(),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPageSchema = z.object({
  items: z.array(orderSummarySchema),
  nextCursor: z.string().nullable(),
});

export const orderLineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  goodsId: z.string().nullable(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  taxRate: decimal,
  needByDate: z.string(),
  orderedQty: decimal,
  orderedAmount: decimal,
  deliveredQty: decimal,
  deliveredAmount: decimal,
  receivedQty: decimal,
  receivedAmount: decimal,
  returnedQty: decimal,
  returnedAmount: decimal,
  invoicedQty: decimal,
  invoicedAmount: decimal,
  paidQty: decimal,
  paidAmount: decimal,
});

export const orderHistorySchema = z.object({
  id: z.string(),
  action: z.number().int().describe('CODES.historyAction'),
  actorId: z.string(),
  actorName: z.string(),
  onBehalfOfId: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

export const orderDetailSchema = orderSummarySchema.extend({
  buyerId: z.string(),
  legalEntityId: z.string(),
  legalEntityName: z.string().nullable(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  receivingAddress: z.string(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistorySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema });
