// Error and success codes of the sending guard (issue #18, libs/server/notify/src/send-guard.ts); each has
// a message in libs/shared/i18n/src/messages/domains/notify.ts. Ids start with 'notify.'.
export const NOTIFY_ERROR_CODES = {
  /** Too many messages requested from this client (address or image-code key). */
  notifyClientLimit: 'notify.clientLimit',
  /** The signed-in sender's tenant used its daily budget. */
  notifyTenantLimit: 'notify.tenantLimit',
  /** The channel's hourly budget for the whole platform is used up. */
  notifyBusy: 'notify.busy',
  /** An operator blocked the client address (for a day). */
  notifyClientBlocked: 'notify.clientBlocked',
  /** Unblocking an address that is not blocked. */
  notifyBlockNotFound: 'notify.blockNotFound',
} as const;

export const NOTIFY_SUCCESS_MESSAGES = {
  notifyBlocked: 'notify.blocked',
  notifyUnblocked: 'notify.unblocked',
} as const;
