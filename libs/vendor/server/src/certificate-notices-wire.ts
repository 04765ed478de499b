import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { isUuid } from '@procure/server-db';
import { idSchema } from '@procure/server-http';
import { CERTIFICATE_STATES } from './wire.ts';

// Wire shapes of the buyer's certificate list (`GET /vendor/qualification/page`: the latest certificate of
// each supplier and type, most urgent first) and of the notices (`POST /vendor/qualification/notice/:id`,
// `POST /vendor/qualification/batchNotice`), issue #16 §5.

export type CertificateCursor = { validTo: string; id: string };

export function encodeCertificateCursor(cursor: CertificateCursor): string {
  return Buffer.from(JSON.stringify([cursor.validTo, cursor.id])).toString('base64url');
}

export function decodeCertificateCursor(text: string): CertificateCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [validTo, id] = value as unknown[];
    if (typeof validTo !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(validTo)) return null;
    if (typeof id !== 'string' || !isUuid(id)) return null;
    return { validTo, id };
  } catch {
    return null;
  }
}

/** `due` = expiring or expired (what a notice is for). */
export const CERTIFICATE_LIST_STATES = ['due', 'expiring', 'expired', 'valid'] as const;

export const certificatePageQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Part of the supplier name (either language) or of the certificate number'),
  state: z.enum(CERTIFICATE_LIST_STATES, 'validation.oneOf').optional(),
  typeId: idSchema.optional(),
  cursor: z
    .string()
    .max(400, 'validation.tooLong')
    .refine((text) => decodeCertificateCursor(text) !== null, ERROR_CODES.vendorBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type CertificatePageQuery = z.infer<typeof certificatePageQuerySchema>;

export const certificateListRowSchema = z.object({
  id: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  certificateNo: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  daysLeft: z.number(),
  state: z.enum(CERTIFICATE_STATES),
  noticeCount: z.number(),
  lastNoticeAt: z.string().nullable(),
});
export type CertificateListRow = z.infer<typeof certificateListRowSchema>;

export const certificatePageSchema = z.object({
  items: z.array(certificateListRowSchema),
  nextCursor: z.string().nullable(),
});

export const batchNoticeInputSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'validation.required')
    .max(100, 'validation.tooMany')
    .describe('Certificates (the latest of their supplier and type, expiring or expired)'),
});

export const noticeResultSchema = z.object({ count: z.number() });
