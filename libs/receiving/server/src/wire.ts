import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

// Wire shapes of the receiving routes (issue #14). Decimals travel as strings.

const isoDate = z.iso.date('validation.invalid');
const decimal = z.string().describe('Decimal string');
const cursor = z
  .string()
  .max(200, 'validation.tooLong')
  .refine((text) => decodeCursor(text) !== null, ERROR_CODES.orderBadCursor)
  .optional();
const pageSize = z.coerce.number('validation.invalidType').int().min(1).max(100).default(20);
const keyword = z.string().trim().max(50, 'validation.tooLong').optional();
const dateRange = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;

const orderStatuses = codeEntries('order').map((entry) => entry.code);
const applicationStatuses = codeEntries('receipt').map((entry) => entry.code);

export const toReceiveQuerySchema = z
  .object({
    status: z.coerce
      .number('validation.invalidType')
      .int('validation.invalidType')
      .refine((code) => orderStatuses.includes(code), 'validation.oneOf')
      .optional()
      .describe('CODES.order: 6 awaiting shipment, 2 awaiting receipt, 3 partly received'),
    vendorId: idSchema.optional(),
    keyword: keyword.describe('Order code or supplier name'),
    createdFrom: isoDate.optional().describe('YYYY-MM-DD, China time'),
    createdTo: isoDate.optional().describe('YYYY-MM-DD, China time, inclusive'),
    cursor,
    pageSize,
  })
  .refine((q) => dateRange({ from: q.createdFrom, to: q.createdTo }), {
    message: 'validation.range',
    path: ['createdTo'],
  });
export type ToReceiveQuery = z.infer<typeof toReceiveQuerySchema>;

export const pendingDeliverySchema = z.object({
  id: z.string(),
  code: z.string(),
  courier: z.string(),
  trackingNo: z.string(),
  createdAt: z.string(),
  /** What is still to be taken on the note (Σ note lines − accepted − rejected). */
  leftQty: decimal,
});

export const toReceiveItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe('CODES.order'),
  vendorId: z.string(),
  vendorName: z.string(),
  buyerName: z.string(),
  currency: z.string(),
  totalAmount: decimal,
  deliveryCount: z.number().int(),
  orderedQty: decimal,
  deliveredQty: decimal,
  receivedQty: decimal,
  closedQty: decimal,
  remainingQty: decimal,
  createdAt: z.string(),
  pendingDeliveries: z.array(pendingDeliverySchema),
});
export type ToReceiveItem = z.infer<typeof toReceiveItemSchema>;
export const toReceivePageSchema = z.object({
  items: z.array(toReceiveItemSchema),
  nextCursor: z.string().nullable(),
});

export const receiptListQuerySchema = z
  .object({
    status: z.coerce
      .number('validation.invalidType')
      .int('validation.invalidType')
      .refine((code) => applicationStatuses.includes(code), 'validation.oneOf')
      .optional()
      .describe('CODES.receipt: 2 awaiting approval, 3 received (counted), 11 returned by approval'),
    vendorId: idSchema.optional(),
    orderId: idSchema.optional(),
    keyword: keyword.describe('Receipt, order or delivery note code'),
    receivedFrom: isoDate.optional().describe('YYYY-MM-DD'),
    receivedTo: isoDate.optional().describe('YYYY-MM-DD, inclusive'),
    cursor,
    pageSize,
  })
  .refine((q) => dateRange({ from: q.receivedFrom, to: q.receivedTo }), {
    message: 'validation.range',
    path: ['receivedTo'],
  });
export type ReceiptListQuery = z.infer<typeof receiptListQuerySchema>;

export const receiptSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z
    .number()
    .int()
    .describe(
      `CODES.receipt: ${CODES.receipt.received.code} received, ${CODES.receipt.cancelled.code} cancelled`,
    ),
  orderId: z.string(),
  orderCode: z.string(),
  deliveryId: z.string().nullable(),
  deliveryCode: z.string().nullable(),
  vendorId: z.string(),
  vendorName: z.string(),
  receiverName: z.string(),
  receivedOn: z.string(),
  warehouse: z.string().nullable(),
  acceptedQty: decimal,
  rejectedQty: decimal,
  acceptedAmount: decimal,
  createdByName: z.string(),
  createdAt: z.string(),
});
export type ReceiptSummary = z.infer<typeof receiptSummarySchema>;
export const receiptPageSchema = z.object({
  items: z.array(receiptSummarySchema),
  nextCursor: z.string().nullable(),
});

export const receiptLineViewSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  acceptedQty: decimal,
  rejectedQty: decimal,
  rejectReason: z.string().nullable(),
});

export const receiptDetailSchema = receiptSummarySchema.extend({
  remark: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable().describe('Cancelled (status 4): when'),
  cancelReason: z.string().nullable(),
  cancelledByName: z.string().nullable(),
  currency: z.string(),
  orderStatus: z.number().int(),
  files: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  lines: z.array(receiptLineViewSchema),
  approval: z
    .object({ status: z.string(), nodes: z.array(z.any()) })
    .nullable()
    .describe('Approval progress of a receiving application (buyers only; null otherwise)'),
});
export type ReceiptDetail = z.infer<typeof receiptDetailSchema>;

export const takeQuerySchema = z.object({
  deliveryId: idSchema
    .optional()
    .describe('Receive against this delivery note (else directly against the order lines)'),
});

export const takeLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  orderedQty: decimal,
  deliveredQty: decimal,
  receivedQty: decimal,
  closedQty: decimal,
  remainingQty: decimal.describe('ordered − received − closed + replaced − accepted of pending applications'),
  /** On a delivery note: the note line's quantity and what is still to be taken of it. */
  noteQty: decimal.nullable(),
  noteLeftQty: decimal.nullable(),
  /** Most that may be accepted now (min of remaining and note left). */
  receivableQty: decimal,
});

export const takeFormSchema = z.object({
  orderId: z.string(),
  orderCode: z.string(),
  orderStatus: z.number().int(),
  vendorName: z.string(),
  currency: z.string(),
  receiverName: z.string().describe("The order's receiver (a default for the form)"),
  receivingAddress: z.string(),
  deliveryId: z.string().nullable(),
  deliveryCode: z.string().nullable(),
  applicationRequired: z
    .boolean()
    .describe('Submit as a receiving application (apply submit) instead of confirm'),
  receivable: z.boolean().describe('The order status allows receiving'),
  lines: z.array(takeLineSchema),
  deliveries: z.array(pendingDeliverySchema),
  closures: z.array(
    z.object({
      orderLineId: z.string(),
      lineNo: z.number().int(),
      closedQty: decimal,
      reason: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type TakeForm = z.infer<typeof takeFormSchema>;

export const receiptResultSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe('CODES.application: 3 received, 2 under approval'),
  orderStatus: z.number().int(),
});

export const closeResultSchema = z.object({
  orderStatus: z.number().int(),
  closed: z.array(z.object({ orderLineId: z.string(), lineNo: z.number().int(), closedQty: decimal })),
});

export const cancelResultSchema = receiptResultSchema;

export const receivingSettingViewSchema = z.object({ applicationRequired: z.boolean() });
export const idParamsSchema = z.object({ id: idSchema });
