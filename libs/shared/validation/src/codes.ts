/**
 * Every code a validation failure can carry. The code is the zod issue message; the text shown to a
 * person comes from the `validation` Lingui catalog of `@procure/shared-i18n` (ids are these codes).
 */
export const VALIDATION_CODES = [
  // Presence and shape
  'validation.required',
  'validation.invalidType',
  'validation.surroundingSpaces',
  'validation.invalid',
  'validation.oneOf',
  'validation.unknownField',
  /** A list needs exactly one entry marked as the primary one (contacts, bank accounts). */
  'validation.onePrimary',
  /** The same value twice in one list (params: none). */
  'validation.duplicate',
  // Lengths and sizes (params: min / max)
  'validation.tooShort',
  'validation.tooLong',
  'validation.tooSmall',
  'validation.tooLarge',
  'validation.tooFew',
  'validation.tooMany',
  'validation.remarkTooLong',
  // Numbers
  'validation.number',
  'validation.nonNegative',
  'validation.leadingZero',
  'validation.maxIntegerDigits',
  'validation.maxDecimals',
  'validation.integer',
  'validation.positiveInteger',
  'validation.maxDigits',
  'validation.range',
  'validation.unitPrice',
  'validation.auctionPriceAboveStart',
  'validation.digits',
  // Formats
  'validation.startsWithAlnum',
  'validation.mobile',
  'validation.email',
  'validation.courier',
  'validation.taxCode',
  'validation.regionCode',
  'validation.alnumAt',
  'validation.url',
  'validation.passwordLength',
  'validation.passwordChars',
  'validation.password',
  'validation.name',
  'validation.nameZh',
  'validation.socialCreditCode',
  'validation.socialCreditCodeCheck',
  // Files
  'validation.fileEmpty',
  'validation.fileTooLarge',
  'validation.fileType',
] as const;

export type ValidationCode = (typeof VALIDATION_CODES)[number];

export type IssueParams = Record<string, string | number>;

/** One failed check: a stable code and, for parameterised messages, the values it needs. */
export type Failure = { code: ValidationCode; params?: IssueParams };

const CODE_SET: ReadonlySet<string> = new Set(VALIDATION_CODES);

export function isValidationCode(value: string): value is ValidationCode {
  return CODE_SET.has(value);
}
