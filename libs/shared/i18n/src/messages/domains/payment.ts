// Server messages of the payment domain (issue #15), keyed by their stable code
// (libs/shared/codes/src/errors/payment.ts).
export const paymentMessages = {
  'payment.notFound': /*i18n*/ { id: 'payment.notFound', message: 'This payment application does not exist' },
  'payment.wrongStatus': /*i18n*/ {
    id: 'payment.wrongStatus',
    message:
      'This action is not possible in the payment application’s current status. Refresh the page to see it.',
  },
  'payment.invoiceFailed': /*i18n*/ {
    id: 'payment.invoiceFailed',
    message:
      'Invoice {number} failed the tax verification: the application was not submitted. Return or void the invoice first.',
  },
  'payment.noInvoice': /*i18n*/ {
    id: 'payment.noInvoice',
    message:
      'No invoice under review or invoiced covers the order lines of this application: it was not submitted.',
  },
  'payment.typeNotAllowed': /*i18n*/ {
    id: 'payment.typeNotAllowed',
    message: 'The company’s payment settings do not allow this payment type',
  },
  'payment.methodNotAllowed': /*i18n*/ {
    id: 'payment.methodNotAllowed',
    message: 'The company’s payment settings do not allow this payment method',
  },
  'payment.setting.defaultNotAllowed': /*i18n*/ {
    id: 'payment.setting.defaultNotAllowed',
    message: 'The default payment method must be one of the allowed methods',
  },
  'payment.advanceOverLimit': /*i18n*/ {
    id: 'payment.advanceOverLimit',
    message:
      'An advance may take at most {percent}% of the PO amount: at most {limit} is left on this order line',
  },
  'payment.verificationRequired': /*i18n*/ {
    id: 'payment.verificationRequired',
    message:
      'The company’s payment settings require the invoice verification: submit the PO payment with invoice verification.',
  },
  'payment.voucherRequired': /*i18n*/ {
    id: 'payment.voucherRequired',
    message: 'The company’s payment settings require a voucher number to confirm the payment',
  },
  'payment.settingSaved': /*i18n*/ { id: 'payment.settingSaved', message: 'Payment settings saved' },
  'payment.badCursor': /*i18n*/ { id: 'payment.badCursor', message: 'This page link is no longer valid' },
  'payment.noExchangeRate': /*i18n*/ {
    id: 'payment.noExchangeRate',
    message: 'There is no exchange rate for {currency} on or before today. Add one in master data first.',
  },
  'payment.overApplied': /*i18n*/ {
    id: 'payment.overApplied',
    message: 'More than this order line can still take: at most {room}',
  },
  'payment.overPaid': /*i18n*/ {
    id: 'payment.overPaid',
    message: 'The paid amount would exceed the applied amount on an order line',
  },
  'payment.lineUnknown': /*i18n*/ {
    id: 'payment.lineUnknown',
    message: 'This order line is not on an order of the payment’s supplier',
  },
  'payment.lineDuplicate': /*i18n*/ {
    id: 'payment.lineDuplicate',
    message: 'This order line is already on the payment application',
  },
  'payment.lineTarget': /*i18n*/ {
    id: 'payment.lineTarget',
    message: 'A PO or advance payment line names an order line; a direct payment line says what it pays for',
  },
  'payment.amountZero': /*i18n*/ { id: 'payment.amountZero', message: 'The amount must be greater than 0' },
  'payment.vendorMismatch': /*i18n*/ {
    id: 'payment.vendorMismatch',
    message: 'All orders on one payment application must belong to the same supplier',
  },
  'payment.currencyMismatch': /*i18n*/ {
    id: 'payment.currencyMismatch',
    message: 'Order {order} is in {currency}: a payment application has one currency',
  },
  'payment.orderNotPayable': /*i18n*/ {
    id: 'payment.orderNotPayable',
    message: 'Order {order} cannot be paid: it is not confirmed by the supplier, or it is cancelled',
  },
  'payment.exceedsRoom': /*i18n*/ {
    id: 'payment.exceedsRoom',
    message:
      'Over the limit: at most {room} more can be applied on this line (PO amount, and for a PO payment the received amount net of returns, minus what is already applied)',
  },
  'payment.totalNotPositive': /*i18n*/ {
    id: 'payment.totalNotPositive',
    message: 'The total payment amount must be greater than 0',
  },
  'payment.attachmentRequired': /*i18n*/ {
    id: 'payment.attachmentRequired',
    message: 'A foreign-exchange payment needs an attachment (payables application file)',
  },
  'payment.fileUnknown': /*i18n*/ {
    id: 'payment.fileUnknown',
    message: 'This attachment does not exist or is not a payables application file',
  },
  'payment.vendorUnknown': /*i18n*/ { id: 'payment.vendorUnknown', message: 'This supplier does not exist' },
  'payment.saved': /*i18n*/ { id: 'payment.saved', message: 'Payment application saved' },
  'payment.submitted': /*i18n*/ { id: 'payment.submitted', message: 'Payment application submitted' },
  'payment.withdrawn': /*i18n*/ {
    id: 'payment.withdrawn',
    message: 'Payment application withdrawn to draft',
  },
  'payment.cancelled': /*i18n*/ { id: 'payment.cancelled', message: 'Payment application cancelled' },
  'payment.deleted': /*i18n*/ { id: 'payment.deleted', message: 'Payment application deleted' },
  'payment.copied': /*i18n*/ { id: 'payment.copied', message: 'Payment application copied to a new draft' },
  'payment.approved': /*i18n*/ { id: 'payment.approved', message: 'Approved' },
  'payment.rejected': /*i18n*/ { id: 'payment.rejected', message: 'Rejected and returned to the applicant' },
  'payment.paid': /*i18n*/ { id: 'payment.paid', message: 'Payment confirmed as paid' },
  'export.list.payments': /*i18n*/ { id: 'export.list.payments', message: 'Payment applications' },
  'payment.copiedTo.title': /*i18n*/ {
    id: 'payment.copiedTo.title',
    message: 'Payment application {code} copied to you',
  },
  'payment.copiedTo.body': /*i18n*/ {
    id: 'payment.copiedTo.body',
    message: '{code} to {vendor}, {currency} {amount}, was submitted and copied to you for your information.',
  },
  'payment.copies.exportName': /*i18n*/ {
    id: 'payment.copies.exportName',
    message: 'Payment applications copied to me',
  },
  'payment.message.approved.title': /*i18n*/ {
    id: 'payment.message.approved.title',
    message: 'Payment application {code} approved',
  },
  'payment.message.approved.body': /*i18n*/ {
    id: 'payment.message.approved.body',
    message: '{code} to {vendor}, {currency} {amount}, was approved and awaits payment.',
  },
  'payment.message.rejected.title': /*i18n*/ {
    id: 'payment.message.rejected.title',
    message: 'Payment application {code} rejected',
  },
  'payment.message.rejected.body': /*i18n*/ {
    id: 'payment.message.rejected.body',
    message: '{code} to {vendor}, {currency} {amount}, was rejected and returned to the applicant.',
  },
  'payment.message.paid.title': /*i18n*/ { id: 'payment.message.paid.title', message: 'Payment {code} paid' },
  'payment.message.paid.body': /*i18n*/ {
    id: 'payment.message.paid.body',
    message: '{code} to {vendor}, {currency} {amount}, has been paid.',
  },
  'payment.message.cancelled.title': /*i18n*/ {
    id: 'payment.message.cancelled.title',
    message: 'Payment application {code} cancelled',
  },
  'payment.message.cancelled.body': /*i18n*/ {
    id: 'payment.message.cancelled.body',
    message: '{code} to {vendor}, {currency} {amount}, was cancelled and will not be paid.',
  },
  'payment.writeOff.notFound': /*i18n*/ {
    id: 'payment.writeOff.notFound',
    message: 'This write-off does not exist',
  },
  'payment.writeOff.notAdvance': /*i18n*/ {
    id: 'payment.writeOff.notAdvance',
    message: 'Only a paid advance can be written off against invoices',
  },
  'payment.writeOff.invoiceNotBooked': /*i18n*/ {
    id: 'payment.writeOff.invoiceNotBooked',
    message:
      'Only an invoiced invoice of the advance’s supplier, in the advance’s currency, can be written off',
  },
  'payment.writeOff.exceeds': /*i18n*/ {
    id: 'payment.writeOff.exceeds',
    message: 'More than is left to write off on the advance or the invoice: at most {room}',
  },
  'payment.writeOff.reversed': /*i18n*/ {
    id: 'payment.writeOff.reversed',
    message: 'This write-off is already reversed',
  },
  'payment.writeOff.blocksVoid': /*i18n*/ {
    id: 'payment.writeOff.blocksVoid',
    message: 'An advance is written off against this invoice. Reverse the write-off before voiding it.',
  },
  'payment.writeOff.saved': /*i18n*/ { id: 'payment.writeOff.saved', message: 'Written off' },
  'payment.writeOff.reversedDone': /*i18n*/ {
    id: 'payment.writeOff.reversedDone',
    message: 'Write-off reversed',
  },
};
