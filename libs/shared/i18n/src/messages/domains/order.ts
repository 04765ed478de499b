// Server messages of the order domain (issues #6, #13): errors, success messages and notification
// texts, keyed by their stable code (libs/shared/codes/src/errors/order.ts).
export const orderMessages = {
  'order.notFound': /*i18n*/ { id: 'order.notFound', message: 'This purchase order does not exist' },
  'order.badCursor': /*i18n*/ { id: 'order.badCursor', message: 'This page link is no longer valid' },
  'order.wrongStatus': /*i18n*/ {
    id: 'order.wrongStatus',
    message: 'This action is not possible in the order’s current status. Refresh the page to see it.',
  },
  'order.notCancellable': /*i18n*/ {
    id: 'order.notCancellable',
    message: 'This order can no longer be cancelled: the supplier has delivered part of it',
  },
  'order.deliverTimesReached': /*i18n*/ {
    id: 'order.deliverTimesReached',
    message: 'This order already has {limit} delivery notes, the most the buyer allows per order',
  },
  'order.changeNotEligible': /*i18n*/ {
    id: 'order.changeNotEligible',
    message:
      'This order cannot be changed: only orders awaiting confirmation or shipment with nothing received can be',
  },
  'order.changeOpen': /*i18n*/ {
    id: 'order.changeOpen',
    message: 'This order already has an open change ({code}); finish or delete it first',
  },
  'order.changeNotFound': /*i18n*/ {
    id: 'order.changeNotFound',
    message: 'This order change does not exist',
  },
  'order.changeWrongStatus': /*i18n*/ {
    id: 'order.changeWrongStatus',
    message: 'This action is not possible in the change’s current status. Refresh the page to see it.',
  },
  'order.changeStale': /*i18n*/ {
    id: 'order.changeStale',
    message:
      'The order changed after this change was written (a delivery or another version); write it again',
  },
  'order.overReceipt': /*i18n*/ {
    id: 'order.overReceipt',
    message: 'More than remains to receive on this line: at most {remaining}',
  },
  'order.overReturn': /*i18n*/ {
    id: 'order.overReturn',
    message: 'More than was received and not yet returned on this line: at most {returnable}',
  },
  'order.changeOverBudget': /*i18n*/ {
    id: 'order.changeOverBudget',
    message:
      'This change adds {increase} to the order, more than the request’s budget has left ({available}). Confirm to submit it anyway.',
  },
  'order.returnInUse': /*i18n*/ {
    id: 'order.returnInUse',
    message: 'This return can no longer be withdrawn: its replacement has already been delivered or received',
  },
  'order.deliveryNotFound': /*i18n*/ {
    id: 'order.deliveryNotFound',
    message: 'This delivery note does not exist',
  },
  'order.deliverExceeds': /*i18n*/ {
    id: 'order.deliverExceeds',
    message: 'At most {remaining} can still be delivered on this line',
  },
  'order.lineUnknown': /*i18n*/ { id: 'order.lineUnknown', message: 'This line is not a line of the order' },
  'order.lineDuplicate': /*i18n*/ { id: 'order.lineDuplicate', message: 'This line appears twice' },
  'order.changeBelowDelivered': /*i18n*/ {
    id: 'order.changeBelowDelivered',
    message: 'The quantity cannot be below what is already delivered or received ({min})',
  },
  'order.changeNothing': /*i18n*/ {
    id: 'order.changeNothing',
    message: 'Change at least one quantity, unit price or need-by date',
  },
  'order.reasonRequired': /*i18n*/ { id: 'order.reasonRequired', message: 'Give a reason' },
  'order.confirmed': /*i18n*/ { id: 'order.confirmed', message: 'Order confirmed' },
  'order.refused': /*i18n*/ { id: 'order.refused', message: 'Order refused' },
  'order.delivered': /*i18n*/ { id: 'order.delivered', message: 'Delivery note sent' },
  'order.cancelled': /*i18n*/ { id: 'order.cancelled', message: 'Order cancelled' },
  'order.cancelRequested': /*i18n*/ {
    id: 'order.cancelRequested',
    message: 'Cancellation requested; the supplier accepts or declines it',
  },
  'order.changeSaved': /*i18n*/ { id: 'order.changeSaved', message: 'Order change saved' },
  'order.changeSubmitted': /*i18n*/ { id: 'order.changeSubmitted', message: 'Order change submitted' },
  'order.export.lines': /*i18n*/ { id: 'order.export.lines', message: 'Order lines' },
  'order.fileUnknown': /*i18n*/ {
    id: 'order.fileUnknown',
    message: 'This file was not uploaded by you as an order file of this type',
  },
  'order.filesTooMany': /*i18n*/ {
    id: 'order.filesTooMany',
    message: 'An order may have at most {max} attachments',
  },
  'order.fileNotFound': /*i18n*/ { id: 'order.fileNotFound', message: 'Attachment not found' },
  'order.filesAttached': /*i18n*/ { id: 'order.filesAttached', message: 'Attachments added' },
  'order.fileRemoved': /*i18n*/ { id: 'order.fileRemoved', message: 'Attachment removed' },
  'order.settingSaved': /*i18n*/ { id: 'order.settingSaved', message: 'Order settings saved' },
  'order.taxRateInvoiced': /*i18n*/ {
    id: 'order.taxRateInvoiced',
    message: 'The tax rate of {line} cannot change: it is already invoiced at the old rate',
  },
  'order.taxRateUnchanged': /*i18n*/ {
    id: 'order.taxRateUnchanged',
    message: 'The chosen lines already have this tax rate',
  },
  'order.taxRateChanged': /*i18n*/ { id: 'order.taxRateChanged', message: 'Tax rate changed' },
  'order.event.taxRateChanged': /*i18n*/ {
    id: 'order.event.taxRateChanged',
    message: 'The tax rate of order {code} changed',
  },
  'order.event.confirmed': /*i18n*/ {
    id: 'order.event.confirmed',
    message: 'Order {code} was confirmed by the supplier',
  },
  'order.event.refused': /*i18n*/ {
    id: 'order.event.refused',
    message: 'Order {code} was refused by the supplier',
  },
  'order.event.delivered': /*i18n*/ {
    id: 'order.event.delivered',
    message: 'Order {code}: delivery note {delivery} sent',
  },
  'order.event.cancelled': /*i18n*/ { id: 'order.event.cancelled', message: 'Order {code} was cancelled' },
  'order.event.cancelRequested': /*i18n*/ {
    id: 'order.event.cancelRequested',
    message: 'The buyer asks to cancel order {code}',
  },
  'order.event.cancelAccepted': /*i18n*/ {
    id: 'order.event.cancelAccepted',
    message: 'The supplier accepted the cancellation of order {code}',
  },
  'order.event.cancelDeclined': /*i18n*/ {
    id: 'order.event.cancelDeclined',
    message: 'The supplier declined the cancellation of order {code}',
  },
  'order.event.changeProposed': /*i18n*/ {
    id: 'order.event.changeProposed',
    message: 'The supplier proposes a change to order {code}',
  },
  'order.event.changeApplied': /*i18n*/ {
    id: 'order.event.changeApplied',
    message: 'Order {code} changed: version {version}',
  },
  'order.event.received': /*i18n*/ {
    id: 'order.event.received',
    message: 'Order {code}: the buyer received goods ({receipt})',
  },
  'order.event.receiptClosed': /*i18n*/ {
    id: 'order.event.receiptClosed',
    message: 'Order {code}: the buyer closed receiving of what remains',
  },
  'order.event.returnRequested': /*i18n*/ {
    id: 'order.event.returnRequested',
    message: 'Order {code}: the buyer returns goods ({return})',
  },
  'order.event.returnAnswered': /*i18n*/ {
    id: 'order.event.returnAnswered',
    message: 'Order {code}: the supplier answered return {return}',
  },
  'order.event.body': /*i18n*/ {
    id: 'order.event.body',
    message: 'Purchase order {code}. {comment}',
  },
};
