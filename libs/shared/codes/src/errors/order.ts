// Error and success codes of the order domain (issues #6, #13); each has a message in
// libs/shared/i18n/src/messages/domains/order.ts. Ids start with the domain: 'order.xxx'.
export const ORDER_ERROR_CODES = {
  orderNotFound: 'order.notFound',
  // Field code (data.fields[].code) of a list cursor that is not one this API handed out.
  orderBadCursor: 'order.badCursor',
  // Issue #13: the state machine (409 with the current status in the message).
  orderWrongStatus: 'order.wrongStatus',
  orderNotCancellable: 'order.notCancellable',
  orderDeliverTimesReached: 'order.deliverTimesReached',
  orderChangeNotEligible: 'order.changeNotEligible',
  orderChangeOpen: 'order.changeOpen',
  orderChangeNotFound: 'order.changeNotFound',
  orderChangeWrongStatus: 'order.changeWrongStatus',
  orderChangeStale: 'order.changeStale',
  orderDeliveryNotFound: 'order.deliveryNotFound',
  // Field codes.
  orderDeliverExceeds: 'order.deliverExceeds',
  orderLineUnknown: 'order.lineUnknown',
  orderLineDuplicate: 'order.lineDuplicate',
  orderChangeBelowDelivered: 'order.changeBelowDelivered',
  orderChangeNothing: 'order.changeNothing',
  orderReasonRequired: 'order.reasonRequired',
  // Issue #14: the order-line ledger (order-ledger.ts).
  orderOverReceipt: 'order.overReceipt',
  orderOverReturn: 'order.overReturn',
  orderReturnInUse: 'order.returnInUse',
  orderChangeOverBudget: 'order.changeOverBudget',
  // Issue #13: the supplier's order line export (file name).
  orderExportLines: 'order.export.lines',
  orderFileUnknown: 'order.fileUnknown',
  orderFilesTooMany: 'order.filesTooMany',
  orderFileNotFound: 'order.fileNotFound',
  // Change tax rate (issue #15 /personnel): 409 when a chosen line is already invoiced ({line}).
  orderTaxRateInvoiced: 'order.taxRateInvoiced',
  /** Field code: every chosen line already has this rate. */
  orderTaxRateUnchanged: 'order.taxRateUnchanged',
} as const;

export const ORDER_SUCCESS_MESSAGES = {
  orderConfirmed: 'order.confirmed',
  orderRefused: 'order.refused',
  orderDelivered: 'order.delivered',
  orderCancelled: 'order.cancelled',
  orderCancelRequested: 'order.cancelRequested',
  orderChangeSaved: 'order.changeSaved',
  orderChangeSubmitted: 'order.changeSubmitted',
  orderSettingSaved: 'order.settingSaved',
  orderFilesAttached: 'order.filesAttached',
  orderFileRemoved: 'order.fileRemoved',
  orderTaxRateChanged: 'order.taxRateChanged',
  // Message-center texts (postMessages titleCode/bodyCode).
  orderEventBody: 'order.event.body',
} as const;
