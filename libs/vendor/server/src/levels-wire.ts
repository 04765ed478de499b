import { z } from 'zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { isUuid } from '@procure/server-db';
import { idSchema } from '@procure/server-http';

// Wire shapes of the classification levels (`/vendor/class/level/*`) and the business list
// (`/vendor/class/business/*`: which suppliers are in which class and level), issue #16 §4.

export const LEVEL_CODE = /^[A-Z0-9]{1,4}$/;

export const levelInputSchema = z.object({
  id: idSchema.optional(),
  code: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .transform((code) => code.toUpperCase())
    .refine((code) => LEVEL_CODE.test(code), ERROR_CODES.vendorLevelCode),
  name: z.string('validation.required').trim().min(1, 'validation.required').max(30, 'validation.tooLong'),
  description: z.string().trim().max(500, 'validation.tooLong').default(''),
  sort: z.number('validation.invalidType').int('validation.invalid').min(0).max(999).default(0),
  enabled: z.boolean('validation.invalidType').default(true),
});
export type LevelInput = z.output<typeof levelInputSchema>;

export const levelSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  /** Suppliers holding the level. */
  suppliers: z.number(),
});
export type Level = z.infer<typeof levelSchema>;

export type BusinessCursor = { code: string; name: string; id: string };

export function encodeBusinessCursor(cursor: BusinessCursor): string {
  return Buffer.from(JSON.stringify([cursor.code, cursor.name, cursor.id])).toString('base64url');
}

export function decodeBusinessCursor(text: string): BusinessCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [code, name, id] = value as unknown[];
    if (typeof code !== 'string' || typeof name !== 'string' || typeof id !== 'string' || !isUuid(id))
      return null;
    return { code, name, id };
  } catch {
    return null;
  }
}

export const businessQuerySchema = z.object({
  keyword: z.string().trim().max(50, 'validation.tooLong').optional().describe('Part of the supplier name'),
  classId: idSchema.optional().describe('A class; a first-level class includes its children'),
  levelId: z
    .union([idSchema, z.literal('none')])
    .optional()
    .describe('A level, or "none" for suppliers without one'),
  cursor: z
    .string()
    .max(400, 'validation.tooLong')
    .refine((text) => decodeBusinessCursor(text) !== null, ERROR_CODES.vendorBadCursor)
    .optional(),
  pageSize: z.coerce.number('validation.invalidType').int().min(1).max(100).default(20),
});
export type BusinessQuery = z.infer<typeof businessQuerySchema>;

export const businessRowSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  socialCreditCode: z.string(),
  status: z.number().nullable(),
  classId: z.string(),
  classCode: z.string(),
  className: z.string(),
  /** The first-level class (itself for a first-level one). */
  firstClassCode: z.string(),
  firstClassName: z.string(),
  levelId: z.string().nullable(),
  levelCode: z.string().nullable(),
  levelName: z.string().nullable(),
  updatedAt: z.string(),
});
export type BusinessRow = z.infer<typeof businessRowSchema>;

export const businessPageSchema = z.object({
  items: z.array(businessRowSchema),
  nextCursor: z.string().nullable(),
});

export const levelChangeInputSchema = z.object({
  vendorIds: z.array(idSchema).min(1, 'validation.required').max(100, 'validation.tooMany'),
  /** null removes the level. */
  levelId: idSchema.nullable(),
  reason: z.string('validation.required').trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
});
export type LevelChangeInput = z.infer<typeof levelChangeInputSchema>;
