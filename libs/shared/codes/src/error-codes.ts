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
  registrationCodeInvalid: 'registration.codeInvalid',
  registrationCreditCodeTaken: 'registration.creditCodeTaken',
  registrationUsernameTaken: 'registration.usernameTaken',
  registrationPending: 'registration.pending',
  registrationAlreadyReviewed: 'registration.alreadyReviewed',
  registrationPasswordMismatch: 'registration.passwordMismatch',
  registrationNoticeSubject: 'registration.noticeSubject',
  registrationApprovedNotice: 'registration.approvedNotice',
  registrationRejectedNotice: 'registration.rejectedNotice',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
export const ERROR_CODE_LIST: readonly ErrorCode[] = Object.values(ERROR_CODES);

/** Success messages the server returns in `desc` (same catalog as the errors). */
export const SUCCESS_MESSAGES = {
  addressSaved: 'address.saved',
  addressDeleted: 'address.deleted',
  addressDefaultSet: 'address.defaultSet',
  languageSaved: 'employee.languageSaved',
  loggedOut: 'auth.loggedOut',
  codeSent: 'notify.codeSent',
  passwordReset: 'auth.passwordReset',
  registrationCodeSent: 'registration.codeSent',
  registrationSubmitted: 'registration.submitted',
  registrationApproved: 'registration.approved',
  registrationRejected: 'registration.rejected',
} as const;

export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES];
