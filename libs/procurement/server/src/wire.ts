import { copyToIdsSchema } from '@procure/message-server';
import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { PURCHASE_APPLY_KINDS, optional, purchaseApplySchemas, remark } from '@procure/shared-validation';
import { CODES } from '@procure/shared-codes';

// Wire shapes of the purchase-request API (/tmp/briefs/pr-api.md). Amounts, prices and quantities
// are decimal strings; ids are uuids checked by pattern before any query.

const APPLICATION_CODES = Object.values(CODES.application).map((entry) => entry.code);

/**
 * The widest settings a tenant may have, for the route schema (and the OpenAPI document): the handler
 * parses the body again with the caller's tenant settings and today's date.
 */
export const loosePurchaseApplySchemas = purchaseApplySchemas({
  unitPriceDecimals: 6,
  remarkMax: 1000,
  today: '1970-01-01',
});
export const holdSubmitBodySchema = loosePurchaseApplySchemas.draft;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');

export const listQuerySchema = z.object({
  status: z.coerce
    .number('validation.invalidType')
    .pipe(z.literal(APPLICATION_CODES as [number, ...number[]], 'validation.oneOf'))
    .optional()
    .describe('CODES.application'),
  keyword: z.string().max(50, 'validation.tooLong').optional().describe('Part of the code or title'),
  kind: z.enum(PURCHASE_APPLY_KINDS, 'validation.oneOf').optional(),
  createdFrom: day.optional(),
  createdTo: day.optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'validation.invalid')
    .optional()
    .describe('nextCursor of the previous page'),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const budgetCheckSchema = z.object({
  status: z.number().int().nullable().describe('CODES.budgetCheck: 1 passed, 2 over budget, other no budget'),
  amount: z.string().nullable(),
  committed: z.string().nullable(),
  available: z.string().nullable(),
});
export type BudgetCheckWire = z.infer<typeof budgetCheckSchema>;

export const listItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  kind: z.string(),
  status: z.number().int(),
  totalAmount: z.string(),
  currency: z.string(),
  legalEntityName: z.string().nullable(),
  costCenterName: z.string().nullable(),
  applicantName: z.string(),
  needByDate: z.string().nullable(),
  createdAt: z.string(),
  budgetCheck: z.number().int().nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listPageSchema = z.object({ items: z.array(listItemSchema), nextCursor: z.string().nullable() });

const attachmentSchema = z.object({ fileId: z.string(), name: z.string(), type: z.number().int() });

export const lineSchema = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  goodsId: z.string().nullable(),
  source: z.string(),
  vendorId: z.string().nullable(),
  vendorName: z.string().nullable(),
  productCode: z.string().nullable(),
  name: z.string(),
  spec: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.string(),
  amount: z.string(),
  taxRate: z.number().int().nullable(),
  categoryId: z.string().nullable(),
  accountingCode: z.string().nullable(),
  capexExpense: z.number().int().nullable(),
  goodsService: z.number().int().nullable(),
  savingType: z.string().nullable(),
  contractTypeCode: z.string().nullable(),
  remark: z.string().nullable(),
  attachments: z.array(attachmentSchema),
});

export const actionsSchema = z.object({
  edit: z.boolean(),
  commit: z.boolean(),
  repeal: z.boolean(),
  delete: z.boolean(),
  copy: z.boolean(),
  cancel: z.boolean(),
  approve: z.boolean(),
});
export type Actions = z.infer<typeof actionsSchema>;

export const detailSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.string(),
  title: z.string(),
  status: z.number().int(),
  needByDate: z.string().nullable(),
  legalEntityId: z.string().nullable(),
  legalEntityName: z.string().nullable(),
  invoiceTitleId: z.string().nullable(),
  receiverId: z.string().nullable(),
  receiverName: z.string().nullable(),
  receivingAddressId: z.string().nullable(),
  contractCreatorId: z.string().nullable(),
  contractCreatorName: z.string().nullable(),
  costCentreId: z.string().nullable(),
  costCenterName: z.string().nullable(),
  projectCode: z.string().nullable(),
  budgetPeriod: z.string().nullable(),
  purpose: z.number().int().nullable(),
  purchaseType: z.number().int().nullable(),
  currency: z.string(),
  remark: z.string().nullable(),
  totalAmount: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  createdBy: z.string(),
  cancelReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(lineSchema),
  attachments: z.array(attachmentSchema),
  budgetCheck: budgetCheckSchema,
  history: z.array(
    z.object({
      id: z.string(),
      action: z.number().int(),
      actorId: z.string(),
      actorName: z.string(),
      onBehalfOfId: z.string().nullable(),
      onBehalfOfName: z.string().nullable(),
      nodeName: z.string().nullable(),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
  progress: z.unknown().nullable().describe('approvalProgress of @procure/approval-server'),
  orders: z.array(
    z.object({
      id: z.string(),
      code: z.string(),
      vendorName: z.string(),
      status: z.number().int(),
      amount: z.string(),
    }),
  ),
  actions: actionsSchema,
  gradeNotices: z
    .array(
      z.object({
        vendorId: z.string(),
        vendorName: z.string(),
        grade: z.string(),
        mode: z.enum(['warn', 'block']),
        message: z.string().describe('Translated'),
      }),
    )
    .describe(
      "Suppliers whose latest published performance grade is the lowest, while the tenant's grade guard warns or blocks (issue #17)",
    ),
});
export type Detail = z.infer<typeof detailSchema>;

export const idParamsSchema = z.object({ id: idSchema });
export const idBodySchema = z.object({ id: idSchema });
export const savedSchema = z.object({ id: z.string(), code: z.string() });

export const createDetailsBodySchema = z.object({
  source: z.literal('cart', 'validation.oneOf'),
  cartItemIds: z.array(idSchema, 'validation.invalidType').min(1, 'procurement.emptyCart').max(200),
});

export const commitBodySchema = z.object({
  id: idSchema,
  confirmOverBudget: z.boolean('validation.invalidType').optional(),
  dynamicEnhanceApproverMap: z
    .record(z.string().max(100), z.array(idSchema).max(50))
    .nullish()
    .describe('Approvers chosen at submit: node key → user ids'),
  copyToIds: copyToIdsSchema,
});

export const commitResultSchema = z.object({ status: z.number().int(), budgetCheck: budgetCheckSchema });
export const budgetCheckResultSchema = budgetCheckSchema;

export const approveBodySchema = z.object({
  id: idSchema,
  action: z.enum(['approve', 'reject'], 'validation.oneOf'),
  comment: optional(remark),
});

export const cancelBodySchema = z.object({ id: idSchema, reason: remark });
