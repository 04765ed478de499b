// Server messages: ids are the stable codes of `@procure/shared-codes` (ERROR_CODES, SUCCESS_MESSAGES).
// Written as explicit-id descriptors so that the server translates them without the macro transform.
export const errorMessages = {
  'validation.failed': /*i18n*/ {
    id: 'validation.failed',
    message: 'Some fields are not valid. Check the highlighted fields.',
  },
  'request.invalid': /*i18n*/ { id: 'request.invalid', message: 'This value is not in the expected format' },
  'request.invalidId': /*i18n*/ { id: 'request.invalidId', message: 'This identifier is not valid' },
  'auth.unauthenticated': /*i18n*/ { id: 'auth.unauthenticated', message: 'Please log in first' },
  'auth.sessionExpired': /*i18n*/ { id: 'auth.sessionExpired', message: 'Time out, please re-login' },
  'auth.forbidden': /*i18n*/ { id: 'auth.forbidden', message: 'You do not have permission to do this' },
  'auth.invalidCredentials': /*i18n*/ {
    id: 'auth.invalidCredentials',
    message: 'Incorrect username or password',
  },
  'auth.invalidVerifyCode': /*i18n*/ {
    id: 'auth.invalidVerifyCode',
    message: 'The image code is wrong or has expired. Enter the new code.',
  },
  'auth.loggedOut': /*i18n*/ { id: 'auth.loggedOut', message: 'You have logged out' },
  'common.notFound': /*i18n*/ { id: 'common.notFound', message: 'The requested item does not exist' },
  'common.conflict': /*i18n*/ {
    id: 'common.conflict',
    message: 'This item was changed by someone else. Reload and try again.',
  },
  'common.payloadTooLarge': /*i18n*/ { id: 'common.payloadTooLarge', message: 'The request is too large' },
  'common.rateLimited': /*i18n*/ {
    id: 'common.rateLimited',
    message: 'Too many requests. Try again in a moment.',
  },
  'common.internal': /*i18n*/ {
    id: 'common.internal',
    message: 'Something went wrong on our side. Try again later.',
  },
  'service.unavailable': /*i18n*/ {
    id: 'service.unavailable',
    message: 'The service is temporarily unavailable. Try again in a moment.',
  },
  'address.defaultNotDeletable': /*i18n*/ {
    id: 'address.defaultNotDeletable',
    message: 'The default address cannot be deleted. Make another address the default first.',
  },
  'address.saved': /*i18n*/ { id: 'address.saved', message: 'Address saved' },
  'address.deleted': /*i18n*/ { id: 'address.deleted', message: 'Address deleted' },
  'address.defaultSet': /*i18n*/ { id: 'address.defaultSet', message: 'Default address updated' },
  'employee.languageSaved': /*i18n*/ { id: 'employee.languageSaved', message: 'Language saved' },
};
