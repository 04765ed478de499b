import { z } from 'zod';
import { CODES, ERROR_CODES, codeEntries } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

const decimal = z.string().describe('Decimal string');
const code = (set: 'paymentRequest' | 'paymentType' | 'paymentMethod') =>
  z.coerce
    .number('validation.invalidType')
    .int('validation.invalidType')
    .refine((value) => codeEntries(set).some((entry) => entry.code === value), 'validation.oneOf')
    .optional()
    .describe(`CODES.${set}`);

/** Which list: all of the tenant, my applications, awaiting approval (2), approved or paid (3, 4). */
export const PAYMENT_SCOPES = ['all', 'mine', 'pending', 'approved'] as const;

export const paymentListQuerySchema = z.object({
  scope: z.enum(PAYMENT_SCOPES, 'validation.oneOf').default('all'),
  status: code('paymentRequest'),
  type: code('paymentType'),
  method: code('paymentMethod'),
  vendorId: idSchema.optional(),
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Payment code, order code or supplier name'),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.paymentBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

export const paymentSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.number().int().describe(`CODES.paymentRequest, e.g. ${CODES.paymentRequest.draft.code} draft`),
  type: z.number().int().describe('CODES.paymentType'),
  method: z.number().int().describe('CODES.paymentMethod'),
  vendorId: z.string(),
  vendorName: z.string(),
  currency: z.string(),
  exchangeRate: decimal,
  totalAmount: decimal,
  orderCodes: z.array(z.string()),
  payee: z.string(),
  paymentNo: z.string().nullable(),
  voucherNo: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

export const paymentPageSchema = z.object({
  items: z.array(paymentSummarySchema),
  nextCursor: z.string().nullable(),
});

export const paymentLineWireSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  orderId: z.string().nullable(),
  orderCode: z.string().nullable(),
  orderLineId: z.string().nullable(),
  description: z.string(),
  amount: decimal,
  /** The order line's ledger now (null for direct payments or a supplier caller). */
  ledger: z
    .object({ orderedAmount: decimal, basisAmount: decimal, appliedAmount: decimal, paidAmount: decimal })
    .nullable(),
});

export const voucherLineSchema = z.object({
  side: z.enum(['debit', 'credit']),
  account: z.string().describe('Account code, e.g. 2202 accounts payable'),
  amount: decimal.describe('In CNY'),
  originalAmount: decimal.describe('In the payment currency'),
});
export const voucherSchema = z.object({
  voucherNo: z.string().nullable(),
  posted: z.boolean().describe('The payment is paid: the voucher is booked'),
  currency: z.string(),
  exchangeRate: decimal,
  lines: z.array(voucherLineSchema),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const paymentDetailSchema = paymentSummarySchema.extend({
  bankName: z.string(),
  bankAccount: z.string(),
  remark: z.string(),
  rateDate: z.string(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  rejectComment: z.string().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdBy: z.string(),
  lines: z.array(paymentLineWireSchema),
  history: z.array(
    z.object({
      id: z.string(),
      action: z.number().int(),
      actorName: z.string(),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
  voucher: voucherSchema,
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentIdParamsSchema = z.object({ id: idSchema });
export const paymentSavedSchema = z.object({ id: z.string(), code: z.string(), status: z.number().int() });
export const paymentStatusSchema = z.object({ status: z.number().int() });
export const paymentApprovalSchema = z.object({ status: z.enum(['approving', 'approved', 'rejected']) });
export const paymentCountSchema = z.object({ count: z.number().int(), status: z.number().int().optional() });

export const payableOrdersQuerySchema = z.object({ vendorId: idSchema });
export const payableOrderSchema = z.object({
  id: z.string(),
  code: z.string(),
  currency: z.string(),
  status: z.number().int().describe('CODES.order'),
  totalAmount: decimal,
  lines: z.array(
    z.object({
      id: z.string(),
      lineNo: z.number().int(),
      productCode: z.string(),
      name: z.string(),
      unit: z.string(),
      unitPrice: decimal,
      orderedAmount: decimal,
      basisAmount: decimal.describe('round((received − returned) × unit price, 2)'),
      appliedAmount: decimal,
      paidAmount: decimal,
      orderRoom: decimal.describe('What a PO payment may still take'),
      advanceRoom: decimal.describe('What an advance may still take'),
    }),
  ),
});
export const payableOrdersSchema = z.object({ items: z.array(payableOrderSchema) });
export const payableVendorsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), hasOrders: z.boolean() })),
});

/** The company's payment settings as they apply (the defaults when none were saved). */
export const paymentSettingViewSchema = z.object({
  methods: z.array(z.number().int()).describe('Allowed CODES.paymentMethod, in code order'),
  defaultMethod: z.number().int().describe('The method a new application starts with'),
  types: z.array(z.number().int()).describe('Allowed CODES.paymentType, in code order'),
  advanceMaxPercent: z
    .number()
    .int()
    .describe('An advance books at most this % of an order line’s PO amount'),
  verificationRequired: z.boolean().describe('A PO payment is submitted only with invoice verification'),
  voucherRequired: z.boolean().describe('Confirm pay needs a voucher number'),
});
