// Error and success codes of the receiving domain (issue #14); each has a message in
// libs/shared/i18n/src/messages/domains/receiving.ts. Ids start with the domain: 'receiving.xxx'.
export const RECEIVING_ERROR_CODES = {
  receivingNotFound: 'receiving.notFound',
  receivingWrongOrderStatus: 'receiving.wrongOrderStatus',
  receivingNothingToClose: 'receiving.nothingToClose',
  receivingApplicationRequired: 'receiving.applicationRequired',
  receivingApplicationOff: 'receiving.applicationOff',
  receivingNotPending: 'receiving.notPending',
  receivingCancelWrongStatus: 'receiving.cancelWrongStatus',
  receivingCancelReturned: 'receiving.cancelReturned',
  receivingCancelInUse: 'receiving.cancelInUse',
  receivingCancelInvoiced: 'receiving.cancelInvoiced',
  // Field codes (data.fields[].code).
  receivingOverRemaining: 'receiving.overRemaining',
  receivingOverDelivery: 'receiving.overDelivery',
  receivingLineNotOnDelivery: 'receiving.lineNotOnDelivery',
  receivingFileUnknown: 'receiving.fileUnknown',
  // Export file names.
  exportListToReceive: 'export.list.toReceive',
  exportListReceipts: 'export.list.receipts',
} as const;

export const RECEIVING_SUCCESS_MESSAGES = {
  receivingConfirmed: 'receiving.confirmed',
  receivingApplied: 'receiving.applied',
  receivingClosed: 'receiving.closed',
  receivingSettingSaved: 'receiving.settingSaved',
  receivingCancelled: 'receiving.cancelled',
  receivingEventCancelled: 'receiving.event.cancelled',
  receivingEventCancelledBody: 'receiving.event.cancelledBody',
  // Message-center texts (postMessages titleCode/bodyCode).
  receivingEventReceived: 'receiving.event.received',
  receivingEventReceivedBody: 'receiving.event.receivedBody',
  receivingEventClosed: 'receiving.event.closed',
  receivingEventClosedBody: 'receiving.event.closedBody',
} as const;
