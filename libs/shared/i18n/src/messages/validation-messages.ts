import type { MessageDescriptor } from '@lingui/core';
import type { Courier, ValidationCode } from '@procure/shared-validation';

// The `validation` catalog: one explicit-id descriptor per code of `VALIDATION_CODES` and per courier
// label, written with /*i18n*/ so that `lingui extract` finds them without the macro transform and
// the server can translate them. `satisfies` makes a missing or unknown id a type error.
export const validationMessages = {
  // Presence and shape
  'validation.required': /*i18n*/ { id: 'validation.required', message: 'This field is required' },
  'validation.invalidType': /*i18n*/ {
    id: 'validation.invalidType',
    message: 'This value is of the wrong kind (for example text where a number is expected)',
  },
  'validation.surroundingSpaces': /*i18n*/ {
    id: 'validation.surroundingSpaces',
    message: 'Remove the spaces at the start or end',
  },
  'validation.invalid': /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid' },
  'validation.oneOf': /*i18n*/ { id: 'validation.oneOf', message: 'Choose one of the listed options' },
  'validation.unknownField': /*i18n*/ {
    id: 'validation.unknownField',
    message: 'These fields are not expected here: {keys}',
  },

  // Lengths and sizes
  'validation.tooShort': /*i18n*/ {
    id: 'validation.tooShort',
    message: 'Enter at least {min, plural, one {# character} other {# characters}}',
  },
  'validation.tooLong': /*i18n*/ {
    id: 'validation.tooLong',
    message: 'Enter at most {max, plural, one {# character} other {# characters}}',
  },
  'validation.tooSmall': /*i18n*/ { id: 'validation.tooSmall', message: 'Enter a value of at least {min}' },
  'validation.tooLarge': /*i18n*/ { id: 'validation.tooLarge', message: 'Enter a value of at most {max}' },
  'validation.tooFew': /*i18n*/ {
    id: 'validation.tooFew',
    message: 'Add at least {min, plural, one {# item} other {# items}}',
  },
  'validation.tooMany': /*i18n*/ {
    id: 'validation.tooMany',
    message: 'Add at most {max, plural, one {# item} other {# items}}',
  },
  'validation.remarkTooLong': /*i18n*/ {
    id: 'validation.remarkTooLong',
    message:
      'Keep the remark within {max} characters: a Chinese character counts as 2, so at most {maxChinese} Chinese characters',
  },

  // Numbers
  'validation.number': /*i18n*/ {
    id: 'validation.number',
    message:
      'Enter a number using the digits 0–9 and at most one decimal point, without spaces, commas or signs',
  },
  'validation.nonNegative': /*i18n*/ { id: 'validation.nonNegative', message: 'Enter a number of 0 or more' },
  'validation.leadingZero': /*i18n*/ {
    id: 'validation.leadingZero',
    message: 'Remove the extra zero at the start (write 5 or 0.5, not 05 or 00.5)',
  },
  'validation.maxIntegerDigits': /*i18n*/ {
    id: 'validation.maxIntegerDigits',
    message: 'Use at most {max, plural, one {# digit} other {# digits}} before the decimal point',
  },
  'validation.maxDecimals': /*i18n*/ {
    id: 'validation.maxDecimals',
    message: 'Use at most {max, plural, one {# decimal place} other {# decimal places}}',
  },
  'validation.integer': /*i18n*/ {
    id: 'validation.integer',
    message: 'Enter a whole number using the digits 0–9, without a sign or decimal point',
  },
  'validation.positiveInteger': /*i18n*/ {
    id: 'validation.positiveInteger',
    message: 'Enter a whole number greater than 0',
  },
  'validation.maxDigits': /*i18n*/ {
    id: 'validation.maxDigits',
    message: 'Enter at most {max, plural, one {# digit} other {# digits}}',
  },
  'validation.range': /*i18n*/ {
    id: 'validation.range',
    message: 'Enter a whole number from {min} to {max}',
  },
  'validation.auctionPriceAboveStart': /*i18n*/ {
    id: 'validation.auctionPriceAboveStart',
    message: 'This price is above the start price of {startPrice}',
  },
  'validation.unitPrice': /*i18n*/ {
    id: 'validation.unitPrice',
    message:
      '{decimals, plural, =0 {Only 10 integer digits and no decimals are supported} one {Only 10 integer digits and # decimal place are supported} other {Only 10 integer digits and # decimal places are supported}}',
  },
  'validation.digits': /*i18n*/ { id: 'validation.digits', message: 'Enter digits (0–9) only' },

  // Formats
  'validation.startsWithAlnum': /*i18n*/ {
    id: 'validation.startsWithAlnum',
    message: 'Start with a letter (A–Z) or a digit (0–9)',
  },
  'validation.mobile': /*i18n*/ {
    id: 'validation.mobile',
    message: 'Enter an 11-digit mainland mobile number (1, then 3–9, then 9 digits)',
  },
  'validation.email': /*i18n*/ {
    id: 'validation.email',
    message: 'Enter an e-mail address such as name@example.com',
  },
  'validation.courier': /*i18n*/ {
    id: 'validation.courier',
    message: 'Choose one of the listed express companies',
  },
  'validation.taxCode': /*i18n*/ {
    id: 'validation.taxCode',
    message: 'Enter a tax code of 15, 17, 18 or 20 upper-case letters or digits',
  },
  'validation.regionCode': /*i18n*/ {
    id: 'validation.regionCode',
    message: 'Enter a 6-digit region code that starts with a valid province code',
  },
  'validation.alnumAt': /*i18n*/ { id: 'validation.alnumAt', message: 'Use only letters, digits and @' },
  'validation.url': /*i18n*/ {
    id: 'validation.url',
    message: 'Enter a web address that starts with http:// or https://',
  },
  'validation.passwordLength': /*i18n*/ {
    id: 'validation.passwordLength',
    message: 'Use {min} to {max} characters for the password',
  },
  'validation.passwordChars': /*i18n*/ {
    id: 'validation.passwordChars',
    message: 'Use only English letters, digits and keyboard symbols in the password, without spaces',
  },
  'validation.password': /*i18n*/ {
    id: 'validation.password',
    message: 'Include at least one digit, one upper-case letter and one lower-case letter',
  },
  'validation.name': /*i18n*/ {
    id: 'validation.name',
    message: 'Use only letters, digits, hyphens (-), underscores (_) and full stops (.)',
  },
  'validation.nameZh': /*i18n*/ {
    id: 'validation.nameZh',
    message: 'Use only Chinese characters, letters, digits, hyphens (-), underscores (_) and full stops (.)',
  },
  'validation.socialCreditCode': /*i18n*/ {
    id: 'validation.socialCreditCode',
    message:
      'Enter the 18-character unified social credit code (digits and upper-case letters except I, O, S, V and Z)',
  },
  'validation.socialCreditCodeCheck': /*i18n*/ {
    id: 'validation.socialCreditCodeCheck',
    message:
      'This unified social credit code is not valid: its last character does not match. Check it against the business licence.',
  },

  // Files
  'validation.fileEmpty': /*i18n*/ {
    id: 'validation.fileEmpty',
    message: 'This file is empty. Choose another file.',
  },
  'validation.fileTooLarge': /*i18n*/ {
    id: 'validation.fileTooLarge',
    message: 'Choose a file of at most {maxMb} MB',
  },
  'validation.onePrimary': /*i18n*/ {
    id: 'validation.onePrimary',
    message: 'Mark exactly one entry as the primary one',
  },
  'validation.duplicate': /*i18n*/ {
    id: 'validation.duplicate',
    message: 'This value appears twice',
  },
  'validation.fileType': /*i18n*/ {
    id: 'validation.fileType',
    message: 'This file type is not supported. Allowed types: {types}',
  },

  // Courier labels (DOMAIN.md §3)
  'courier.sf': /*i18n*/ { id: 'courier.sf', message: 'SF Express' },
  'courier.ems': /*i18n*/ { id: 'courier.ems', message: 'EMS' },
  'courier.zto': /*i18n*/ { id: 'courier.zto', message: 'ZTO Express' },
  'courier.yto': /*i18n*/ { id: 'courier.yto', message: 'YTO Express' },
  'courier.sto': /*i18n*/ { id: 'courier.sto', message: 'STO Express' },
  'courier.yunda': /*i18n*/ { id: 'courier.yunda', message: 'Yunda Express' },
  'courier.jd': /*i18n*/ { id: 'courier.jd', message: 'JD Logistics' },
} as const satisfies Record<ValidationCode | `courier.${Courier}`, MessageDescriptor>;

export type ValidationMessageId = keyof typeof validationMessages;
