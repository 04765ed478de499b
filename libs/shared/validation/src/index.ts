export { VALIDATION_CODES, isValidationCode } from './codes.ts';
export type { ValidationCode, IssueParams, Failure } from './codes.ts';
export { rules } from './rules.ts';
export type { RuleName } from './rules.ts';
export { optional } from './text-rule.ts';
export { COURIERS, isCourier, courierLabelId } from './couriers.ts';
export type { Courier } from './couriers.ts';
export {
  socialCreditCheckChar,
  isValidSocialCreditCode,
  isSocialCreditFormat,
  SOCIAL_CREDIT_ALPHABET,
} from './social-credit-code.ts';
export { isRegionCode, isProvincePrefix } from './region-code.ts';
export { unitPrice, sanitizeNumber, UNIT_PRICE_MAX_INTEGER } from './unit-price.ts';
export {
  remark,
  remarkLength,
  purchaseRemark,
  nameLength,
  addressField,
  REMARK_MAX_UNITS,
  NAME_MIN,
  NAME_MAX,
  ADDRESS_FIELD_MAX,
} from './text-fields.ts';
export {
  attachment,
  attachmentExtension,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_MB,
} from './attachment.ts';
export type { Attachment, AttachmentExtension } from './attachment.ts';
export { money, formatYuan } from './money.ts';
export { toFieldErrors } from './field-errors.ts';
export type { FieldIssue } from './field-errors.ts';
export { auctionPriceWarning, compareDecimal } from './auction-price.ts';
export * from './purchase-apply.ts';
export * from './approval-flow.ts';
export * from './order-actions.ts';
export * from './vendor-onboarding.ts';
export * from './vendor-profile.ts';
export * from './returns.ts';
export * from './receiving.ts';
export * from './invoice.ts';
export * from './invoice-title.ts';
export * from './payments.ts';
export * from './statements.ts';
export * from './time-zone.ts';
export * from './notice.ts';
export * from './evaluation.ts';
export * from './vendor-assessment.ts';
export * from './appraisal.ts';
export * from './vendor-class.ts';
export * from './vendor-invitation-settings.ts';
