import { z } from 'zod';
import { idSchema } from '@procure/server-http';

const isoDate = z.iso.date('validation.invalid');

/** Certificate state of one requirement or certificate (the worst one counts for a supplier). */
export const CERTIFICATE_STATES = ['valid', 'expiring', 'expired', 'missing'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const certificateTypeInputSchema = z.object({
  id: idSchema.optional(),
  name: z.string('validation.required').trim().min(2, 'validation.tooShort').max(50, 'validation.tooLong'),
  remindDays: z
    .number('validation.invalidType')
    .int('validation.invalid')
    .min(0, 'validation.tooSmall')
    .max(365, 'validation.tooLarge'),
  /** Purchase categories whose suppliers must hold this certificate (the allocation). */
  categoryIds: z.array(idSchema).max(200, 'validation.tooMany'),
});
export type CertificateTypeInput = z.infer<typeof certificateTypeInputSchema>;

export const certificateTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  remindDays: z.number(),
  categoryIds: z.array(z.string()),
});
export type CertificateType = z.infer<typeof certificateTypeSchema>;

export const certificateInputSchema = z.object({
  typeId: idSchema,
  certificateNo: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong'),
  fileId: idSchema,
  validFrom: isoDate,
  validTo: isoDate,
});
export type CertificateInput = z.infer<typeof certificateInputSchema>;

export const certificateSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  certificateNo: z.string(),
  fileId: z.string(),
  fileName: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  createdAt: z.string(),
  /** Notices the buyer sent about this certificate (issue #16 §5): how many, the latest. */
  noticeCount: z.number(),
  lastNoticeAt: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** One certificate type a supplier must or may hold, with the state of its latest certificate. */
export const requirementSchema = z.object({
  typeId: z.string(),
  typeName: z.string(),
  mandatory: z.boolean(),
  remindDays: z.number(),
  validTo: z.string().nullable(),
  daysLeft: z.number().nullable(),
  state: z.enum(CERTIFICATE_STATES),
  blocking: z.boolean(),
});
export type Requirement = z.infer<typeof requirementSchema>;

export const qualificationOverviewSchema = z.object({
  vendorId: z.string(),
  today: z.string(),
  blocked: z.boolean(),
  requirements: z.array(requirementSchema),
  certificates: z.array(certificateSchema),
});
export type QualificationOverview = z.infer<typeof qualificationOverviewSchema>;

export const vendorQuerySchema = z.object({ vendorId: idSchema });
export const idParamsSchema = z.object({ id: idSchema });

export const vendorCategoriesInputSchema = z.object({
  vendorId: idSchema,
  categoryIds: z.array(idSchema).max(200, 'validation.tooMany'),
});

export const supplierRowSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  socialCreditCode: z.string(),
  categoryIds: z.array(z.string()),
  /** Supplier status of the buyer's profile (DOMAIN.md §2), null without a profile. */
  status: z.number().nullable(),
  /** The worst state of its mandatory certificates (null: none required). */
  certificateState: z.enum(CERTIFICATE_STATES).nullable(),
  blocked: z.boolean(),
  /** Its class with the tenant (two levels, issue #16 §4), null when not classified. */
  classId: z.string().nullable(),
  classCode: z.string().nullable(),
  className: z.string().nullable(),
  /** The first-level class: the class itself, or the parent of a second-level class. */
  firstClassId: z.string().nullable(),
});
/** `GET /vendor/list?classId=`: only the suppliers of that class (a first-level class includes its children). */
export const supplierListQuerySchema = z.object({ classId: idSchema.optional() });
export type SupplierRow = z.infer<typeof supplierRowSchema>;

export const statusChangeInputSchema = z.object({
  vendorId: idSchema,
  status: z
    .number('validation.invalidType')
    .int('validation.invalid')
    .min(1, 'validation.oneOf')
    .max(5, 'validation.oneOf'),
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});

export const statusChangeSchema = z.object({
  fromStatus: z.number(),
  toStatus: z.number(),
  reason: z.string(),
  actorId: z.string(),
  actorName: z.string(),
  /** change (by hand), cancel, abolish or noReplyAbolish (issue #16 lifecycle actions). */
  action: z.enum(['change', 'cancel', 'abolish', 'noReplyAbolish']),
  createdAt: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;
