import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { codeEntries } from '@procure/shared-codes';
import {
  APPROVAL_SCOPE_KINDS,
  approvalAssignmentInputSchema,
  approvalFlowInputSchema,
} from '@procure/shared-validation';

const codesOf = (set: 'documentType' | 'approverType' | 'approvalMode') =>
  codeEntries(set).map((e) => e.code);
const DOC_TYPES = codesOf('documentType');

/** A document type's wire code, from a query string or path (pattern first: STACK trap 15). */
const docTypeText = z
  .string()
  .regex(/^\d{1,2}$/, 'validation.oneOf')
  .transform(Number)
  .refine((code) => DOC_TYPES.includes(code), 'validation.oneOf')
  .describe('CODES.documentType code');
const docTypeNumber = z
  .number('validation.invalidType')
  .int('validation.oneOf')
  .refine((code) => DOC_TYPES.includes(code), 'validation.oneOf')
  .describe('CODES.documentType code');

// ---- inbox ----

export const taskQuerySchema = z.object({
  state: z.enum(['pending', 'done'], 'validation.oneOf').default('pending'),
  docType: docTypeText.optional(),
  keyword: z.string().max(50, 'validation.tooLong').optional(),
  page: z.coerce.number('validation.invalidType').int().min(1).max(10000).default(1),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});

export const taskItemSchema = z.object({
  taskId: z.string(),
  docType: z.number().int(),
  documentId: z.string(),
  code: z.string(),
  title: z.string(),
  amount: z.string().nullable().describe('Decimal string; null for a document kind without an amount'),
  currency: z.string(),
  applicantName: z.string(),
  submittedAt: z.string().nullable(),
  nodeName: z.string(),
  state: z.string().describe('pending | approved | rejected | transferred'),
  actedAt: z.string().nullable(),
  onBehalfOfName: z.string().nullable().describe('The approver the caller stands in for (work proxy)'),
  detailPath: z.string().describe('Buyer-web route of the document'),
});
export const taskPageSchema = z.object({ total: z.number().int(), items: z.array(taskItemSchema) });

export const countSchema = z.object({ count: z.number().int() });

const docRef = { docType: docTypeNumber, documentId: idSchema };
const comment = z.string('validation.invalidType').max(500, 'validation.tooLong').nullish();

export const actInputSchema = z
  .object({
    ...docRef,
    action: z.enum(['approve', 'reject', 'transfer'], 'validation.oneOf'),
    comment,
    transferToId: idSchema.nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'reject' && !input.comment?.trim()) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['comment'] });
    }
    if (input.action === 'transfer' && !input.transferToId) {
      ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['transferToId'] });
    }
  });
export type ActInput = z.infer<typeof actInputSchema>;
export const statusSchema = z.object({ status: z.enum(['approving', 'approved', 'rejected']) });

export const BATCH_MAX = 50;
export const batchInputSchema = z.object({
  items: z
    .array(z.object(docRef), 'validation.invalidType')
    .min(1, 'validation.required')
    .max(BATCH_MAX, 'validation.tooMany'),
  comment,
});
export const batchResultSchema = z.object({
  results: z.array(z.object({ documentId: z.string(), ok: z.boolean(), errorCode: z.string().optional() })),
});

export const documentParamsSchema = z.object({ docType: docTypeText, documentId: idSchema });

const summarySchema = z.object({
  code: z.string(),
  title: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  submittedAt: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      quantity: z.string(),
      unit: z.string(),
      unitPrice: z.string(),
      amount: z.string(),
      rejectedQuantity: z.string().optional().describe('receipts: rejected quantity of the line'),
      note: z.string().nullable().optional().describe("the line's reason (reject reason, return reason)"),
    }),
  ),
  files: z
    .array(z.object({ id: z.string(), name: z.string(), url: z.string() }))
    .optional()
    .describe("the document's attachments"),
});
const approverStateSchema = z.enum(['waiting', 'pending', 'approved', 'rejected', 'transferred', 'closed']);
export const progressSchema = z.object({
  status: z.enum(['approving', 'approved', 'rejected', 'withdrawn']),
  nodes: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      mode: z.number().int(),
      state: z.enum(['waiting', 'open', 'done', 'skipped']),
      approvers: z.array(z.object({ userId: z.string(), name: z.string(), state: approverStateSchema })),
    }),
  ),
});
export const historyEntrySchema = z.object({
  id: z.string(),
  action: z.number().int().describe('CODES.historyAction code'),
  actorId: z.string(),
  actorName: z.string(),
  onBehalfOfId: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  nodeName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
const lastPriceSchema = z.object({
  unitPrice: z.string(),
  currency: z.string(),
  orderCode: z.string(),
  orderedAt: z.string(),
  diffPercent: z.string().nullable().describe('(this price − last) / last × 100, one decimal'),
});
/** The phone's one-screen decision summary (issue #13 §5). */
export const decisionSchema = z.object({
  withFacts: z.boolean().describe('The document type gives budget and last-price facts'),
  budget: z
    .object({
      status: z.number().int().describe('CODES.budgetCheck after this document: 1 passed, 2 over budget'),
      before: z.string().describe('Available before this document'),
      after: z.string().describe('Available after this document (negative: over budget)'),
    })
    .nullable()
    .describe('null: no budget for the document'),
  lastPrices: z
    .array(lastPriceSchema.nullable())
    .describe(
      "Per summary line, in order: the tenant's last order price of the same goods (null: never bought)",
    ),
  files: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  comments: z
    .array(historyEntrySchema)
    .describe("The approvers' comments so far (approve, reject, transfer with a comment), oldest first"),
});
export const documentViewSchema = z.object({
  summary: summarySchema,
  progress: progressSchema.nullable(),
  history: z.array(historyEntrySchema),
  myTask: z.object({ canAct: z.boolean(), onBehalfOfName: z.string().nullable() }),
  decision: decisionSchema,
});

// ---- flow settings ----

export const flowInputSchema = approvalFlowInputSchema({
  docTypes: DOC_TYPES,
  approverTypes: codesOf('approverType'),
  modes: codesOf('approvalMode'),
});
export type FlowInput = z.infer<typeof flowInputSchema>;

export const flowQuerySchema = z.object({ docType: docTypeText.optional() });

const nodeSchema = z.object({
  key: z.string(),
  name: z.string(),
  approverType: z.number().int(),
  mode: z.number().int(),
  allowDynamic: z.boolean(),
  onlyWhenOverBudget: z.boolean(),
  employeeIds: z.array(z.string()),
});
export const flowSchema = z.object({
  id: z.string(),
  docType: z.number().int(),
  name: z.string(),
  priority: z.number().int().describe('Lowest first among the matching flows'),
  enabled: z.boolean(),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  categoryIds: z.array(z.string()),
  costCentreIds: z.array(z.string()),
  legalEntityIds: z.array(z.string()),
  nodes: z.array(nodeSchema),
  updatedAt: z.string(),
});

export const assignmentInputSchema = approvalAssignmentInputSchema(codesOf('approverType'));
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;

export const assignmentSchema = z.object({
  id: z.string(),
  approverType: z.number().int(),
  scopeKind: z.enum(APPROVAL_SCOPE_KINDS),
  scopeId: z.string().nullable(),
  users: z.array(z.object({ id: z.string(), name: z.string() })),
});

const optionSchema = z.object({ id: z.string(), name: z.string() });
export const flowOptionsSchema = z.object({
  employees: z.array(optionSchema),
  departments: z.array(optionSchema),
  costCentres: z.array(optionSchema),
  legalEntities: z.array(optionSchema),
});

export const idParamsSchema = z.object({ id: idSchema });
export const savedSchema = z.object({ id: z.string() });
