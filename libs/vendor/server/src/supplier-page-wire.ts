import { z } from 'zod';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { isUuid } from '@procure/server-db';
import { idSchema } from '@procure/server-http';
import { supplierRowSchema } from './wire.ts';

// Wire shapes of the buyer's paged supplier files list (`GET /vendor/page`) and its keyset cursor: the
// last row's (Chinese name, id), opaque to clients (base64url JSON).

export type SupplierCursor = { name: string; id: string };

export function encodeSupplierCursor(cursor: SupplierCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id])).toString('base64url');
}

export function decodeSupplierCursor(text: string): SupplierCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [name, id] = value as unknown[];
    if (typeof name !== 'string' || typeof id !== 'string' || !isUuid(id)) return null;
    return { name, id };
  } catch {
    return null;
  }
}

const STATUSES: readonly number[] = Object.values(CODES.supplierStatus).map((s) => s.code);

export const supplierPageQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(50, 'validation.tooLong')
    .optional()
    .describe('Part of the supplier name (either language), or the start of its unified social credit code'),
  status: z.coerce
    .number('validation.invalidType')
    .int('validation.oneOf')
    .refine((n) => STATUSES.includes(n), 'validation.oneOf')
    .optional()
    .describe('Supplier status (DOMAIN.md §2)'),
  classId: idSchema.optional().describe('A class; a first-level class includes its children'),
  cursor: z
    .string()
    .max(400, 'validation.tooLong')
    .refine((text) => decodeSupplierCursor(text) !== null, ERROR_CODES.vendorBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type SupplierPageQuery = z.infer<typeof supplierPageQuerySchema>;

export const supplierPageSchema = z.object({
  items: z.array(supplierRowSchema),
  nextCursor: z.string().nullable(),
});
