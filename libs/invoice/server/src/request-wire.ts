import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

// Wire shapes of invoice requests (buyer /assetsManagement, supplier /vendor/invoiceRequest).

const statuses = codeEntries('invoiceRequest').map((entry) => entry.code);
const decimal = z.string().describe('Decimal string');

export const requestListQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((code) => statuses.includes(code), 'validation.oneOf')
    .optional()
    .describe('CODES.invoiceRequest'),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Request code, order code or supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.invoiceBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;

export const requestSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe(`CODES.invoiceRequest, e.g. ${CODES.invoiceRequest.submitted.code} sent`),
  vendorId: z.string(),
  vendorName: z.string(),
  orderCodes: z.array(z.string()),
  titleName: z.string(),
  totalAmount: decimal,
  invoiceId: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestPageSchema = z.object({
  items: z.array(requestSummarySchema),
  nextCursor: z.string().nullable(),
});

export const requestLineWireSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  orderId: z.string(),
  orderCode: z.string(),
  orderLineId: z.string(),
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: decimal,
  unitPrice: decimal,
  taxRate: decimal,
  amount: decimal,
});

export const requestDetailSchema = requestSummarySchema.extend({
  titleTaxNo: z.string(),
  titleBank: z.string(),
  titleAddress: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  remark: z.string(),
  invoiceNumber: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  invoicedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  lines: z.array(requestLineWireSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestIdParamsSchema = z.object({ id: idSchema });

export const requestableQuerySchema = z.object({
  vendorId: idSchema,
  orderCode: z.string().trim().max(50, 'validation.tooLong').optional(),
});

/** An order line of the supplier with what the buyer may still request on it. */
export const requestableLineSchema = z.object({
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
  /** received − returned (the ledger's payable basis). */
  basisQty: decimal,
  invoicedQty: decimal,
  /** Σ open requests (sent or acknowledged). */
  requestedQty: decimal,
  /** basis − invoiced − open requested, never below 0. */
  requestableQty: decimal,
});
export const requestableListSchema = z.object({ items: z.array(requestableLineSchema) });

export const requestStatusSchema = z.object({ id: z.string(), status: z.number().int() });
export const requestCreatedSchema = requestStatusSchema.extend({ code: z.string() });

/** The review of a request before it is sent (`POST …/preview`): nothing is written. */
export const requestPreviewSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  title: z.object({
    id: z.string(),
    name: z.string(),
    taxNo: z.string(),
    bank: z.string(),
    address: z.string(),
  }),
  address: z.object({ id: z.string(), name: z.string(), phone: z.string(), address: z.string() }),
  remark: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      orderId: z.string(),
      orderCode: z.string(),
      lineNo: z.number().int(),
      productCode: z.string(),
      name: z.string(),
      unit: z.string(),
      unitPrice: decimal,
      taxRate: decimal,
      quantity: decimal,
      /** round(quantity × order unit price, 2), excluding tax. */
      amount: decimal,
      /** What was left to request on the line before this request. */
      requestableQty: decimal,
      /** What is left after it. */
      leftQty: decimal,
    }),
  ),
  totalAmount: decimal,
});
export type RequestPreview = z.infer<typeof requestPreviewSchema>;
