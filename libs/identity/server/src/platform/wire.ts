import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { idSchema } from '@procure/server-http';
import { decodeCursor } from './cursor.ts';

/** The two platform lists of the operations console (spec §2 `/admin`: supplier, buyer). */
export const COMPANY_KINDS = ['supplier', 'buyer'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];
export const PLATFORM_STATUSES = ['active', 'frozen'] as const;

export const platformListQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Part of the company name (either language), or the start of its unified social credit code'),
  status: z.enum(PLATFORM_STATUSES, 'validation.oneOf').optional(),
  cursor: z
    .string()
    .max(200, 'validation.tooLong')
    .refine((text) => decodeCursor(text) !== null, ERROR_CODES.platformBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type PlatformListQuery = z.infer<typeof platformListQuerySchema>;

const companyFields = {
  id: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  socialCreditCode: z.string().nullable(),
  status: z.enum(PLATFORM_STATUSES),
  frozenAt: z.string().nullable(),
  frozenReason: z.string().nullable(),
  createdAt: z.string(),
};

export const platformSupplierSchema = z.object({
  ...companyFields,
  users: z.number().int().describe('Accounts of the company on the supplier site'),
  customers: z
    .array(
      z.object({
        tenantId: z.string(),
        shortNameZh: z.string(),
        shortNameEn: z.string(),
        relation: z.enum(['active', 'inactive']),
      }),
    )
    .describe('The buyer tenants the company serves (tenant_vendors)'),
});
export type PlatformSupplier = z.infer<typeof platformSupplierSchema>;

export const platformBuyerSchema = z.object({
  ...companyFields,
  code: z.string().describe('The tenant code'),
  shortNameZh: z.string(),
  shortNameEn: z.string(),
  members: z.number().int().describe('People of the tenant'),
  suppliers: z.number().int().describe('Supplier companies actively serving the tenant'),
});
export type PlatformBuyer = z.infer<typeof platformBuyerSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const freezeBodySchema = z.object({
  id: idSchema,
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(500, 'validation.tooLong'),
});
export type FreezeBody = z.infer<typeof freezeBodySchema>;

export const freezeHistorySchema = z.object({
  action: z.enum(['freeze', 'unfreeze']),
  reason: z.string(),
  operatorName: z.string(),
  at: z.string(),
});
