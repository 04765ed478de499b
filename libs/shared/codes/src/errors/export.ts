// Error and success codes of the export mechanism and download center (issue #12); each has a message
// in libs/shared/i18n/src/messages/domains/export.ts. Ids start with 'export.'.
export const EXPORT_ERROR_CODES = {
  exportNotFound: 'export.notFound',
  exportForbidden: 'export.forbidden',
  exportNotReady: 'export.notReady',
  exportExpired: 'export.expired',
  exportNotRetryable: 'export.notRetryable',
  exportFailed: 'export.failed',
  exportMailSubject: 'export.mailSubject',
  exportMailBody: 'export.mailBody',
  exportListProcurementRequests: 'export.list.procurementRequests',
  exportListProcurementCopies: 'export.list.procurementCopies',
  exportListOrders: 'export.list.orders',
} as const;

export const EXPORT_SUCCESS_MESSAGES = {
  exportReady: 'export.ready',
  exportQueued: 'export.queued',
  exportDeleted: 'export.deleted',
} as const;
