import { MASTERDATA_ERROR_CODES, MASTERDATA_SUCCESS_MESSAGES } from './errors/masterdata.ts';
import { BUDGET_ERROR_CODES, BUDGET_SUCCESS_MESSAGES } from './errors/budget.ts';
import { CATALOGUE_ERROR_CODES, CATALOGUE_SUCCESS_MESSAGES } from './errors/catalogue.ts';
import { APPROVAL_ERROR_CODES, APPROVAL_SUCCESS_MESSAGES } from './errors/approval.ts';
import { PROCUREMENT_ERROR_CODES, PROCUREMENT_SUCCESS_MESSAGES } from './errors/procurement.ts';
import { ORDER_ERROR_CODES, ORDER_SUCCESS_MESSAGES } from './errors/order.ts';
import { MESSAGE_ERROR_CODES, MESSAGE_SUCCESS_MESSAGES } from './errors/message.ts';
import { EXPORT_ERROR_CODES, EXPORT_SUCCESS_MESSAGES } from './errors/export.ts';
import { NOTIFY_ERROR_CODES, NOTIFY_SUCCESS_MESSAGES } from './errors/notify.ts';
import { VENDOR_ERROR_CODES, VENDOR_SUCCESS_MESSAGES } from './errors/vendor.ts';
import {
  VENDOR_LIFECYCLE_ERROR_CODES,
  VENDOR_LIFECYCLE_SUCCESS_MESSAGES,
} from './errors/vendor-lifecycle.ts';
import { VENDOR_FILES_ERROR_CODES, VENDOR_FILES_SUCCESS_MESSAGES } from './errors/vendor-files.ts';
import { RETURN_ERROR_CODES, RETURN_SUCCESS_MESSAGES } from './errors/returns.ts';
import { RECEIVING_ERROR_CODES, RECEIVING_SUCCESS_MESSAGES } from './errors/receiving.ts';
import { INVOICE_ERROR_CODES, INVOICE_SUCCESS_MESSAGES } from './errors/invoice.ts';
import { IDEMPOTENCY_ERROR_CODES } from './errors/idempotency.ts';
import { PAYMENT_ERROR_CODES, PAYMENT_SUCCESS_MESSAGES } from './errors/payment.ts';
import { STATEMENT_ERROR_CODES, STATEMENT_SUCCESS_MESSAGES } from './errors/statement.ts';
import { RISK_ERROR_CODES, RISK_SUCCESS_MESSAGES } from './errors/risk.ts';
import { PLATFORM_ERROR_CODES, PLATFORM_SUCCESS_MESSAGES } from './errors/platform.ts';
import { EVALUATION_ERROR_CODES, EVALUATION_SUCCESS_MESSAGES } from './errors/evaluation.ts';
import { EVALSTATS_ERROR_CODES, EVALSTATS_SUCCESS_MESSAGES } from './errors/evaluation-stats.ts';

/**
 * Application error codes: the stable `data.errorCode` of every error envelope. Each has a translated
 * message in `@procure/shared-i18n` (`errorMessages`, server catalog) and one HTTP status.
 */
export const ERROR_CODES = {
  validationFailed: 'validation.failed',
  requestInvalid: 'request.invalid',
  requestInvalidId: 'request.invalidId',
  authUnauthenticated: 'auth.unauthenticated',
  authSessionExpired: 'auth.sessionExpired',
  authForbidden: 'auth.forbidden',
  authInvalidCredentials: 'auth.invalidCredentials',
  authInvalidVerifyCode: 'auth.invalidVerifyCode',
  authInvalidSmsCode: 'auth.invalidSmsCode',
  authTooManyFailures: 'auth.tooManyFailures',
  notifyTooSoon: 'notify.tooSoon',
  notifyDailyLimit: 'notify.dailyLimit',
  notifySendFailed: 'notify.sendFailed',
  authPasswordMismatch: 'auth.passwordMismatch',
  commonNotFound: 'common.notFound',
  commonConflict: 'common.conflict',
  commonPayloadTooLarge: 'common.payloadTooLarge',
  commonRateLimited: 'common.rateLimited',
  commonInternal: 'common.internal',
  serviceUnavailable: 'service.unavailable',
  addressDefaultNotDeletable: 'address.defaultNotDeletable',
  mysettingOldPasswordWrong: 'mysetting.oldPasswordWrong',
  mysettingPasswordMismatch: 'mysetting.passwordMismatch',
  mysettingSmsCodeWrong: 'mysetting.smsCodeWrong',
  mysettingMobileTaken: 'mysetting.mobileTaken',
  mysettingNoMobile: 'mysetting.noMobile',
  workProxyOverlap: 'workProxy.overlap',
  workProxySelf: 'workProxy.self',
  workProxyStartInPast: 'workProxy.startInPast',
  workProxyEndBeforeStart: 'workProxy.endBeforeStart',
  fileType: 'validation.fileType',
  fileMissing: 'file.missing',
  staffUsernameTaken: 'staff.usernameTaken',
  staffMobileTaken: 'staff.mobileTaken',
  staffLastAdmin: 'staff.lastAdmin',
  staffSelf: 'staff.self',
  roleInUse: 'role.inUse',
  roleBuiltIn: 'role.builtIn',
  roleLockout: 'role.lockout',
  roleNameTaken: 'role.nameTaken',
  departmentCodeTaken: 'department.codeTaken',
  tenantNotMember: 'tenant.notMember',
  tenantWrongSite: 'tenant.wrongSite',
  registrationCodeInvalid: 'registration.codeInvalid',
  registrationCreditCodeTaken: 'registration.creditCodeTaken',
  registrationUsernameTaken: 'registration.usernameTaken',
  registrationPending: 'registration.pending',
  registrationAlreadyReviewed: 'registration.alreadyReviewed',
  registrationPasswordMismatch: 'registration.passwordMismatch',
  registrationNoticeSubject: 'registration.noticeSubject',
  registrationApprovedNotice: 'registration.approvedNotice',
  registrationRejectedNotice: 'registration.rejectedNotice',
  ...MASTERDATA_ERROR_CODES,
  ...BUDGET_ERROR_CODES,
  ...CATALOGUE_ERROR_CODES,
  ...APPROVAL_ERROR_CODES,
  ...PROCUREMENT_ERROR_CODES,
  ...ORDER_ERROR_CODES,
  ...MESSAGE_ERROR_CODES,
  ...EXPORT_ERROR_CODES,
  ...NOTIFY_ERROR_CODES,
  ...VENDOR_ERROR_CODES,
  ...VENDOR_LIFECYCLE_ERROR_CODES,
  ...VENDOR_FILES_ERROR_CODES,
  ...RETURN_ERROR_CODES,
  ...RECEIVING_ERROR_CODES,
  ...INVOICE_ERROR_CODES,
  ...IDEMPOTENCY_ERROR_CODES,
  ...PAYMENT_ERROR_CODES,
  ...STATEMENT_ERROR_CODES,
  ...RISK_ERROR_CODES,
  ...PLATFORM_ERROR_CODES,
  ...EVALUATION_ERROR_CODES,
  ...EVALSTATS_ERROR_CODES,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.values(ERROR_CODES);

/** Success messages the server returns in `desc` (same catalog as the errors). */
export const SUCCESS_MESSAGES = {
  addressSaved: 'address.saved',
  addressDeleted: 'address.deleted',
  addressDefaultSet: 'address.defaultSet',
  passwordChanged: 'mysetting.passwordChanged',
  mobileChanged: 'mysetting.mobileChanged',
  profileSaved: 'mysetting.profileSaved',
  messageSettingSaved: 'mysetting.messageSettingSaved',
  workProxySaved: 'workProxy.saved',
  workProxyCancelled: 'workProxy.cancelled',
  languageSaved: 'employee.languageSaved',
  loggedOut: 'auth.loggedOut',
  codeSent: 'notify.codeSent',
  passwordReset: 'auth.passwordReset',
  fileUploaded: 'file.uploaded',
  staffSaved: 'staff.saved',
  staffDisabled: 'staff.disabled',
  staffEnabled: 'staff.enabled',
  roleSaved: 'role.saved',
  roleDeleted: 'role.deleted',
  departmentSaved: 'department.saved',
  logoSaved: 'enterprise.logoSaved',
  timeZoneSaved: 'enterprise.timeZoneSaved',
  tenantSwitched: 'tenant.switched',
  menuVersionSaved: 'menu.versionSaved',
  vdSiteVersionSaved: 'employee.vdSiteVersionSaved',
  registrationCodeSent: 'registration.codeSent',
  registrationSubmitted: 'registration.submitted',
  registrationApproved: 'registration.approved',
  registrationRejected: 'registration.rejected',
  ...MASTERDATA_SUCCESS_MESSAGES,
  ...BUDGET_SUCCESS_MESSAGES,
  ...CATALOGUE_SUCCESS_MESSAGES,
  ...APPROVAL_SUCCESS_MESSAGES,
  ...PROCUREMENT_SUCCESS_MESSAGES,
  ...ORDER_SUCCESS_MESSAGES,
  ...MESSAGE_SUCCESS_MESSAGES,
  ...EXPORT_SUCCESS_MESSAGES,
  ...NOTIFY_SUCCESS_MESSAGES,
  ...VENDOR_SUCCESS_MESSAGES,
  ...VENDOR_LIFECYCLE_SUCCESS_MESSAGES,
  ...VENDOR_FILES_SUCCESS_MESSAGES,
  ...RETURN_SUCCESS_MESSAGES,
  ...RECEIVING_SUCCESS_MESSAGES,
  ...INVOICE_SUCCESS_MESSAGES,
  ...PAYMENT_SUCCESS_MESSAGES,
  ...STATEMENT_SUCCESS_MESSAGES,
  ...RISK_SUCCESS_MESSAGES,
  ...PLATFORM_SUCCESS_MESSAGES,
  ...EVALUATION_SUCCESS_MESSAGES,
  ...EVALSTATS_SUCCESS_MESSAGES,
} as const;

export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES];
