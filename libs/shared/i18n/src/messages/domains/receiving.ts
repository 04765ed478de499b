// Server messages of the receiving domain (issue #14): errors, success messages and notification
// texts, keyed by their stable code (libs/shared/codes/src/errors/receiving.ts).
export const receivingMessages = {
  'receiving.notFound': /*i18n*/ { id: 'receiving.notFound', message: 'This receipt does not exist' },
  'receiving.wrongOrderStatus': /*i18n*/ {
    id: 'receiving.wrongOrderStatus',
    message:
      'Goods can be received or closed only on orders awaiting shipment, awaiting receipt or partly received',
  },
  'receiving.nothingToClose': /*i18n*/ {
    id: 'receiving.nothingToClose',
    message: 'Nothing remains to be received here, so there is nothing to close',
  },
  'receiving.applicationRequired': /*i18n*/ {
    id: 'receiving.applicationRequired',
    message: 'Receipts of this company are approved first: submit a receiving application',
  },
  'receiving.applicationOff': /*i18n*/ {
    id: 'receiving.applicationOff',
    message: 'Receiving applications are switched off: confirm the receipt directly',
  },
  'receiving.notPending': /*i18n*/ {
    id: 'receiving.notPending',
    message: 'This receiving application is no longer awaiting approval',
  },
  'receiving.cancelWrongStatus': /*i18n*/ {
    id: 'receiving.cancelWrongStatus',
    message: 'Only a receipt that counts on the order (received) can be cancelled',
  },
  'receiving.cancelReturned': /*i18n*/ {
    id: 'receiving.cancelReturned',
    message: 'Return {codes} covers goods of this receipt: it cannot be cancelled',
  },
  'receiving.cancelInUse': /*i18n*/ {
    id: 'receiving.cancelInUse',
    message:
      'The order moved on since this receipt (the rejected goods were delivered again): it cannot be cancelled',
  },
  'receiving.cancelInvoiced': /*i18n*/ {
    id: 'receiving.cancelInvoiced',
    message:
      'Line {line} is already invoiced for {invoiced}, more than the {basis} that would stay received (received − returned) without this receipt: it cannot be cancelled',
  },
  'receiving.overRemaining': /*i18n*/ {
    id: 'receiving.overRemaining',
    message: 'At most {remaining} can still be received on this line',
  },
  'receiving.overDelivery': /*i18n*/ {
    id: 'receiving.overDelivery',
    message: 'At most {left} of this delivery note line is still to be received',
  },
  'receiving.lineNotOnDelivery': /*i18n*/ {
    id: 'receiving.lineNotOnDelivery',
    message: 'This line is not on the delivery note',
  },
  'receiving.fileUnknown': /*i18n*/ {
    id: 'receiving.fileUnknown',
    message: 'This attachment does not exist or was not uploaded by you',
  },
  'export.list.toReceive': /*i18n*/ { id: 'export.list.toReceive', message: 'Orders to receive' },
  'export.list.receipts': /*i18n*/ { id: 'export.list.receipts', message: 'Receipts' },
  'receiving.confirmed': /*i18n*/ { id: 'receiving.confirmed', message: 'Receipt {code} confirmed' },
  'receiving.applied': /*i18n*/ {
    id: 'receiving.applied',
    message: 'Receiving application {code} submitted for approval',
  },
  'receiving.closed': /*i18n*/ { id: 'receiving.closed', message: 'Receiving closed' },
  'receiving.settingSaved': /*i18n*/ { id: 'receiving.settingSaved', message: 'Setting saved' },
  'receiving.cancelled': /*i18n*/ { id: 'receiving.cancelled', message: 'Receipt {code} cancelled' },
  'receiving.event.cancelled': /*i18n*/ {
    id: 'receiving.event.cancelled',
    message: 'Receipt {code} of order {order} was cancelled',
  },
  'receiving.event.cancelledBody': /*i18n*/ {
    id: 'receiving.event.cancelledBody',
    message:
      'The buyer cancelled receipt {code} of order {order} (accepted {accepted}, rejected {rejected}). Reason: {reason}',
  },
  'receiving.event.received': /*i18n*/ {
    id: 'receiving.event.received',
    message: 'Goods of order {order} received ({code})',
  },
  'receiving.event.receivedBody': /*i18n*/ {
    id: 'receiving.event.receivedBody',
    message: 'Receipt {code} of order {order}: accepted {accepted}, rejected {rejected}. {comment}',
  },
  'receiving.event.closed': /*i18n*/ {
    id: 'receiving.event.closed',
    message: 'Receiving of order {order} was closed',
  },
  'receiving.event.closedBody': /*i18n*/ {
    id: 'receiving.event.closedBody',
    message: 'Order {order}: the buyer closed receiving of {lines}. Reason: {reason}',
  },
};
