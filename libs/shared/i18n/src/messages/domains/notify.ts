// Server messages of the sending guard (issue #18), keyed by their stable code
// (libs/shared/codes/src/errors/notify.ts).
export const notifyMessages = {
  'notify.clientLimit': /*i18n*/ {
    id: 'notify.clientLimit',
    message: 'Too many codes were requested from this device or network. Try again later.',
  },
  'notify.tenantLimit': /*i18n*/ {
    id: 'notify.tenantLimit',
    message: 'Your company has sent too many messages today. Try again tomorrow.',
  },
  'notify.busy': /*i18n*/ {
    id: 'notify.busy',
    message: 'Too many messages are being sent right now. Try again in a while.',
  },
  'notify.clientBlocked': /*i18n*/ {
    id: 'notify.clientBlocked',
    message: 'Codes cannot be requested from this network address at the moment. Contact support.',
  },
  'notify.blockNotFound': /*i18n*/ { id: 'notify.blockNotFound', message: 'This address is not blocked' },
  'notify.blocked': /*i18n*/ { id: 'notify.blocked', message: 'The address is blocked for a day' },
  'notify.unblocked': /*i18n*/ { id: 'notify.unblocked', message: 'The address is unblocked' },
};
