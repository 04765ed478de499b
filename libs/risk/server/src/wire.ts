import { z } from 'zod';
import { idSchema } from '@procure/server-http';
import { isSocialCreditFormat } from '@procure/shared-validation';
import { RISK_SIGNALS } from './adapters/index.ts';

// Wire shapes of the risk routes (issue #16 §6).

const kind = z.enum(RISK_SIGNALS, 'validation.invalid');
const pageNo = z.coerce
  .number('validation.invalidType')
  .int('validation.invalid')
  .min(1, 'validation.tooSmall')
  .max(10_000, 'validation.tooLarge')
  .default(1);
const pageSize = z.coerce
  .number('validation.invalidType')
  .int('validation.invalid')
  .min(1, 'validation.tooSmall')
  .max(100, 'validation.tooLarge')
  .default(20);

export const vendorQuerySchema = z.object({ vendorId: idSchema });
export const vendorBodySchema = z.object({ vendorId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });

/** A lookup among the tenant's suppliers: the code's shape only (a registered code is what it is). */
const creditCode = z
  .string('validation.required')
  .trim()
  .toUpperCase()
  .refine(isSocialCreditFormat, 'validation.socialCreditCode');

export const detailsQuerySchema = z
  .object({ vendorId: idSchema.optional(), socialCreditCode: creditCode.optional() })
  .refine((q) => Boolean(q.vendorId ?? q.socialCreditCode), {
    message: 'risk.vendorOrCode',
    path: ['vendorId'],
  });

export const recordsQuerySchema = z.object({
  pageNo,
  pageSize,
  kind: kind.optional(),
  vendorId: idSchema.optional(),
});
export const pageBodySchema = z.object({ pageNo, pageSize });

export const settingsInputSchema = z.object({
  signals: z.array(kind).min(1, 'validation.required').max(RISK_SIGNALS.length, 'validation.tooMany'),
  notifyUserIds: z.array(idSchema).max(50, 'validation.tooMany'),
  email: z.boolean('validation.invalidType'),
});

const counts = z.object(
  Object.fromEntries(RISK_SIGNALS.map((k) => [k, z.number()])) as Record<
    (typeof RISK_SIGNALS)[number],
    z.ZodNumber
  >,
);

export const packageSchema = z.object({
  status: z.enum(['none', 'expired', 'valid']),
  quota: z.number(),
  used: z.number(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
});

export const monitorRowSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  socialCreditCode: z.string().nullable(),
  monitored: z.boolean(),
  addedAt: z.string().nullable(),
  refreshedOn: z.string().nullable(),
  counts,
  highestLevel: z.number(),
  latestOn: z.string().nullable(),
});

export const monitoringListSchema = z.object({
  package: packageSchema,
  provider: z.string(),
  simulated: z.boolean().describe('true: the answers come from the built-in simulator, not a real service'),
  items: z.array(monitorRowSchema),
});

export const recordSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  kind,
  level: z.number(),
  title: z.string(),
  content: z.string(),
  source: z.string(),
  occurredOn: z.string(),
  details: z.record(z.string(), z.string()),
  simulated: z.boolean(),
  foundAt: z.string(),
});

export const vendorRecordsSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  socialCreditCode: z.string().nullable(),
  monitored: z.boolean(),
  records: z.array(recordSchema),
});

export const recordsPageSchema = z.object({
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  rows: z.array(recordSchema),
});

export const invocationSchema = z.object({
  id: z.string(),
  at: z.string(),
  userName: z.string().nullable().describe('null: the daily refresh job'),
  action: z.string(),
  vendorName: z.string().nullable(),
  socialCreditCode: z.string(),
  provider: z.string(),
  simulated: z.boolean(),
  result: z.string(),
  found: z.number(),
  costUnits: z.number(),
});

export const invocationsPageSchema = z.object({
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  costUnits: z.number().describe('Cost units of every call of the tenant'),
  rows: z.array(invocationSchema),
});

export const settingsSchema = z.object({
  signals: z.array(kind),
  notifyUserIds: z.array(z.string()),
  email: z.boolean(),
  recipients: z.array(z.object({ userId: z.string(), name: z.string() })).describe('Who may be notified'),
});

export const detailsSchema = z.object({
  provider: z.string(),
  simulated: z.boolean(),
  costUnits: z.number(),
  vendorId: z.string(),
  details: z.object({
    name: z.string(),
    socialCreditCode: z.string(),
    legalRepresentative: z.string(),
    registeredCapital: z.string(),
    establishedOn: z.string(),
    registrationStatus: z.string(),
    industry: z.string(),
    address: z.string(),
    businessScope: z.string(),
  }),
});

export const requestResultSchema = z.object({
  provider: z.string(),
  simulated: z.boolean(),
  found: z.number(),
  fresh: z.number(),
  records: z.array(recordSchema),
});
