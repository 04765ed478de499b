import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';
import { decodeLineCursor } from './order-line-queries.ts';

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
    legalEntityId: idSchema.optional().describe('The buyer legal entity of the order'),
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
  vendorUnread: z.boolean().describe('The supplier has not opened the order since it last changed'),
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
  replacedQty: decimal.describe('returned for replacement: owed again by the supplier'),
  closedQty: decimal.describe('given up by close receiving'),
  remainingQty: decimal.describe('to receive: ordered − received − closed + replaced'),
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
  version: z.number().int(),
  confirmedAt: z.string().nullable(),
  refuseReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(orderLineSchema),
  history: z.array(orderHistorySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderIdParamsSchema = z.object({ id: idSchema });

// Issue #13: the lifecycle after creation.

export const orderDeliveryLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimal,
});

export const orderDeliverySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  code: z.string(),
  courier: z.string().describe('COURIERS: sf, ems, zto, yto, sto, yunda, jd'),
  trackingNo: z.string(),
  expectedArrival: z.string().nullable(),
  remark: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  lines: z.array(orderDeliveryLineSchema),
});
export type OrderDeliveryView = z.infer<typeof orderDeliverySchema>;

export const changeLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  name: z.string(),
  unit: z.string(),
  oldQty: decimal,
  newQty: decimal,
  oldUnitPrice: decimal,
  newUnitPrice: decimal,
  oldAmount: decimal,
  newAmount: decimal,
  oldNeedByDate: z.string(),
  newNeedByDate: z.string(),
});

export const orderChangeSchemaWire = z.object({
  id: z.string(),
  code: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  origin: z.enum(['buyer', 'supplier']).or(z.string()),
  status: z
    .number()
    .int()
    .describe('CODES.application: 1 draft, 2 approving, 3 approved, 4 cancelled, 11 returned'),
  reason: z.string(),
  baseVersion: z.number().int(),
  resultVersion: z.number().int().nullable(),
  totalBefore: decimal,
  totalAfter: decimal,
  createdByName: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  lines: z.array(changeLineSchema),
});

export const versionLineSchema = z.object({
  orderLineId: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimal,
  unitPrice: decimal,
  amount: decimal,
  needByDate: z.string(),
});

export const orderVersionSchema = z.object({
  version: z.number().int(),
  changeId: z.string().nullable(),
  totalAmount: decimal,
  approvedByName: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(versionLineSchema),
});
export const orderVersionsSchema = z.object({
  orderId: z.string(),
  orderCode: z.string(),
  currentVersion: z.number().int(),
  confirmedVersion: z
    .number()
    .int()
    .nullable()
    .describe('The version the supplier confirmed: its snapshot (null while not confirmed)'),
  confirmedAt: z.string().nullable(),
  versions: z.array(orderVersionSchema),
  changes: z.array(orderChangeSchemaWire),
});

export const orderAttachmentSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  fileType: z.number().int().describe('Upload type 13 order file or 14 order status file'),
  name: z.string(),
  url: z.string(),
  side: z.string().describe("'buyer' | 'supplier': who attached it"),
  uploadedByName: z.string(),
  mine: z.boolean().describe('The reader attached it (and may remove it)'),
  createdAt: z.string(),
});

export const orderFullDetailSchema = orderDetailSchema.extend({
  deliveries: z.array(orderDeliverySchema),
  changes: z.array(orderChangeSchemaWire),
  attachments: z.array(orderAttachmentSchema),
});
export type OrderFullDetail = z.infer<typeof orderFullDetailSchema>;

export const statusResultSchema = z.object({ status: z.number().int().describe('CODES.order') });
export const deliverResultSchema = z.object({
  status: z.number().int(),
  deliveryId: z.string(),
  code: z.string(),
});
export const deliverCheckSchema = z.object({
  allowed: z.boolean(),
  limit: z.number().int().describe('The tenant’s deliver-times limit (delivery notes per order)'),
  used: z.number().int(),
  reason: z.string().nullable().describe('errorCode when not allowed'),
});
export const changeCheckSchema = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable().describe('errorCode when not eligible'),
  openChangeId: z.string().nullable(),
  openChangeCode: z.string().nullable(),
});
export const changeSavedSchema = z.object({ id: z.string(), code: z.string(), status: z.number().int() });
export const changeStatusSchema = z.object({ status: z.number().int().describe('CODES.application') });
export const idBodySchema = z.object({ id: idSchema });
export const unreadCountSchema = z.object({ count: z.number().int() });

/** The supplier home page's to-do cards: counts of its orders in the current tenant. */
export const vendorOrderTodoSchema = z.object({
  toConfirm: z.number().int().describe('awaiting its confirmation (status 1)'),
  toDeliver: z.number().int().describe('confirmed, awaiting shipment (status 6)'),
  cancelRequests: z.number().int().describe('the buyer asks to cancel (status 5)'),
  unread: z.number().int().describe('changed since the supplier last opened them'),
  openProposals: z.number().int().describe('its own proposed changes still open on the buyer side'),
});
export type VendorOrderTodo = z.infer<typeof vendorOrderTodoSchema>;

/** The tenant's order settings (issue #13). */
export const orderSettingViewSchema = z.object({
  deliverTimesLimit: z.number().int().describe('Delivery notes one order may have (1–99, default 10)'),
});

/** The supplier's order line list (spec §7 "line list"): filters of the order list plus the buyer entity. */
export const orderLineListQuerySchema = z
  .object({
    status: z.coerce
      .number('validation.invalidType')
      .int('validation.invalidType')
      .refine((code) => orderStatuses.includes(code), 'validation.oneOf')
      .optional()
      .describe("CODES.order (of the line's order)"),
    legalEntityId: idSchema.optional().describe('The buyer legal entity of the order'),
    keyword: z
      .string()
      .trim()
      .max(50, 'validation.tooLong')
      .optional()
      .describe('Order code, product code or item name'),
    createdFrom: isoDate.optional().describe('YYYY-MM-DD, China time'),
    createdTo: isoDate.optional().describe('YYYY-MM-DD, China time, inclusive'),
    cursor: z
      .string()
      .max(300, 'validation.tooLong')
      .refine((text) => decodeLineCursor(text) !== null, ERROR_CODES.orderBadCursor)
      .optional(),
    pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    message: 'validation.range',
    path: ['createdTo'],
  });
export type OrderLineListQuery = z.infer<typeof orderLineListQuerySchema>;

export const orderLineRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderCode: z.string(),
  orderStatus: z.number().int().describe('CODES.order'),
  legalEntityId: z.string(),
  legalEntityName: z.string(),
  currency: z.string(),
  vendorUnread: z.boolean(),
  createdAt: z.string(),
  lineNo: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  unitPrice: decimal,
  orderedQty: decimal,
  orderedAmount: decimal,
  deliveredQty: decimal,
  receivedQty: decimal,
  needByDate: z.string(),
});
export type OrderLineRow = z.infer<typeof orderLineRowSchema>;
export const orderLinePageSchema = z.object({
  items: z.array(orderLineRowSchema),
  nextCursor: z.string().nullable(),
});
export const legalEntityOptionsSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export const attachResultSchema = z.object({ count: z.number().int() });
