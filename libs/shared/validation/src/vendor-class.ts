import { z } from 'zod';
import { fail, optional, textRule } from './text-rule.ts';
import { nameLength, remark } from './text-fields.ts';

// Two-level supplier classification (issue #16 §4; spec §5 "validation of the first-level classification
// code"). The settings form and the API check the same rules; the server re-checks the child rule against
// the parent it reads itself (never a parent code sent by the client).
//
// Decision (docs/conventions.md "Supplier classification"): a first-level code is 2 characters, an
// upper-case letter then an upper-case letter or a digit (RM, A1); a second-level code is its parent's
// code followed by 2 digits 01–99 (RM01). Codes are unique per tenant and never change once saved.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = textRule((value) => (UUID.test(value) ? undefined : fail('validation.invalid')));

export const VENDOR_CLASS_CODES = {
  /** A first-level code is not 2 characters (letter, then letter or digit). */
  firstLevel: 'vendor.classCodeFirstLevel',
  /** A second-level code is not {parent} + 2 digits 01–99. */
  child: 'vendor.classCodeChild',
} as const;

const FIRST_LEVEL = /^[A-Z][A-Z0-9]$/;

/** The rule a class code breaks (a code of VENDOR_CLASS_CODES), or undefined; `parentCode` null = first level. */
export function classCodeProblem(
  code: string,
  parentCode: string | null,
): (typeof VENDOR_CLASS_CODES)[keyof typeof VENDOR_CLASS_CODES] | undefined {
  if (parentCode === null) return FIRST_LEVEL.test(code) ? undefined : VENDOR_CLASS_CODES.firstLevel;
  const suffix = code.slice(parentCode.length);
  return code.startsWith(parentCode) && /^\d{2}$/.test(suffix) && suffix !== '00'
    ? undefined
    : VENDOR_CLASS_CODES.child;
}

/**
 * At most 4 characters here; the rule of its level (classCodeProblem) is checked by the form against the
 * parent it was opened under and by the server against the stored parent, with the level's own message.
 */
const classCode = textRule((value) =>
  [...value].length > 4 ? fail('validation.tooLong', { max: 4 }) : undefined,
);

/** A class: create (no `id`; `parentId` makes it second level) or update (name and conditions; code fixed). */
export const vendorClassInputSchema = z.object({
  id: uuid.optional(),
  parentId: uuid.optional(),
  code: classCode,
  name: nameLength,
  /** Who belongs in the class (free text, ≤ 500 units like a remark). */
  conditions: optional(remark),
  /** When a supplier may move into this class from another (free text). */
  convertingConditions: optional(remark),
});
export type VendorClassInput = z.input<typeof vendorClassInputSchema>;

/** The settings form: the same schema plus the child rule against the parent it was opened under. */
export function vendorClassFormSchema(parentCode: string | null) {
  return vendorClassInputSchema.superRefine((value, ctx) => {
    if (typeof value.code !== 'string') return;
    const problem = classCodeProblem(value.code, parentCode);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem,
        params: { parent: parentCode ?? '' },
        path: ['code'],
      });
    }
  });
}

/** A supplier's classification change (direct, with history; the spec names no approval for it). */
export const vendorClassificationChangeSchema = z.object({
  vendorId: uuid,
  classId: uuid,
  reason: textRule((value) =>
    [...value].length > 200 ? fail('validation.tooLong', { max: 200 }) : undefined,
  ),
});
export type VendorClassificationChangeInput = z.input<typeof vendorClassificationChangeSchema>;

/** Move suppliers of a first-level class down to one of its second-level children. */
export const vendorChildrenChangeSchema = z.object({
  vendorIds: z
    .array(uuid, 'validation.invalidType')
    .min(1, 'validation.tooFew')
    .max(100, 'validation.tooMany'),
  classId: uuid,
  reason: textRule((value) =>
    [...value].length > 200 ? fail('validation.tooLong', { max: 200 }) : undefined,
  ),
});
export type VendorChildrenChangeInput = z.input<typeof vendorChildrenChangeSchema>;
