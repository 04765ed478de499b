// Server messages of the invoice domain (issue #15), keyed by their stable code
// (libs/shared/codes/src/errors/invoice.ts).
export const invoiceMessages = {
  'invoice.notFound': /*i18n*/ { id: 'invoice.notFound', message: 'This invoice does not exist' },
  'invoice.wrongStatus': /*i18n*/ {
    id: 'invoice.wrongStatus',
    message: 'This action is not possible in the invoice’s current status. Refresh the page to see it.',
  },
  'invoice.duplicate': /*i18n*/ {
    id: 'invoice.duplicate',
    message: 'This invoice (same invoice code and number) has already been submitted by your company',
  },
  'invoice.held': /*i18n*/ {
    id: 'invoice.held',
    message:
      'A line of this invoice is held by the three-way match; it cannot pass until the line is within tolerance',
  },
  'invoice.notVerified': /*i18n*/ {
    id: 'invoice.notVerified',
    message: 'Check the invoice’s authenticity first (the check has not passed)',
  },
  'invoice.overOrdered': /*i18n*/ {
    id: 'invoice.overOrdered',
    message: 'At most {max} more can be invoiced on this line: invoiced may not exceed ordered',
  },
  'invoice.examining': /*i18n*/ {
    id: 'invoice.examining',
    message: 'The invoice is under examination; wait for the approvers',
  },
  'invoice.badCursor': /*i18n*/ { id: 'invoice.badCursor', message: 'This page link is no longer valid' },
  'invoice.ocrUnavailable': /*i18n*/ {
    id: 'invoice.ocrUnavailable',
    message: 'The invoice could not be recognised right now. Enter the fields by hand or try again later.',
  },
  'invoice.verifyUnavailable': /*i18n*/ {
    id: 'invoice.verifyUnavailable',
    message: 'The tax verification service is not available right now. Try again later.',
  },
  'invoice.lineUnknown': /*i18n*/ {
    id: 'invoice.lineUnknown',
    message: 'This order line is not one of your orders’ lines',
  },
  'invoice.lineDuplicate': /*i18n*/ {
    id: 'invoice.lineDuplicate',
    message: 'This order line is already on the invoice',
  },
  'invoice.totalMismatch': /*i18n*/ {
    id: 'invoice.totalMismatch',
    message: 'Does not add up: the lines give {expected}',
  },
  'invoice.fileUnknown': /*i18n*/ {
    id: 'invoice.fileUnknown',
    message: 'This file is not an invoice file you uploaded',
  },
  'invoice.receiptUnknown': /*i18n*/ {
    id: 'invoice.receiptUnknown',
    message: 'This receipt does not belong to the line’s order',
  },
  'export.list.invoices': /*i18n*/ { id: 'export.list.invoices', message: 'Invoices' },
  'invoice.submitted': /*i18n*/ { id: 'invoice.submitted', message: 'Invoice submitted' },
  'invoice.checked': /*i18n*/ { id: 'invoice.checked', message: 'Invoice checked' },
  'invoice.examineStarted': /*i18n*/ { id: 'invoice.examineStarted', message: 'Invoice sent to examination' },
  'invoice.returned': /*i18n*/ { id: 'invoice.returned', message: 'Invoice returned to the supplier' },
  'invoice.voided': /*i18n*/ { id: 'invoice.voided', message: 'Invoice voided' },
  'invoice.linked': /*i18n*/ {
    id: 'invoice.linked',
    message: 'Receipt linked; the match was evaluated again',
  },
  'invoice.settingSaved': /*i18n*/ { id: 'invoice.settingSaved', message: 'Check setting saved' },
  'invoice.recognised': /*i18n*/ {
    id: 'invoice.recognised',
    message: 'Invoice recognised; check the fields',
  },
  'invoice.hold.nothingToInvoice': /*i18n*/ {
    id: 'invoice.hold.nothingToInvoice',
    message:
      'Nothing of this line is left to invoice: received {received}, returned {returned}, already invoiced {previous}',
  },
  'invoice.hold.quantity': /*i18n*/ {
    id: 'invoice.hold.quantity',
    message:
      'Invoiced quantity {quantity} is {diff} more than received minus returned minus already invoiced ({basis}); the tolerance is {tolerance}%',
  },
  'invoice.hold.price': /*i18n*/ {
    id: 'invoice.hold.price',
    message:
      'Invoiced unit price {price} is {diff} above the order price {orderPrice}; the tolerance is {tolerance}%',
  },
  'invoice.verify.passed': /*i18n*/ { id: 'invoice.verify.passed', message: 'Authentic' },
  'invoice.verify.failed': /*i18n*/ { id: 'invoice.verify.failed', message: 'Not authentic: {reason}' },
  'invoice.examineRejected': /*i18n*/ {
    id: 'invoice.examineRejected',
    message: 'Rejected in examination',
  },
  'invoiceRequest.notFound': /*i18n*/ {
    id: 'invoiceRequest.notFound',
    message: 'This invoice request does not exist',
  },
  'invoiceRequest.wrongStatus': /*i18n*/ {
    id: 'invoiceRequest.wrongStatus',
    message:
      'This action is not possible in the invoice request’s current status. Refresh the page to see it.',
  },
  'invoiceRequest.lineUnknown': /*i18n*/ {
    id: 'invoiceRequest.lineUnknown',
    message: 'This order line is not a line of the supplier’s confirmed orders',
  },
  'invoiceRequest.overBasis': /*i18n*/ {
    id: 'invoiceRequest.overBasis',
    message:
      'At most {max} can be requested on this line: received minus returned, minus invoiced, minus open requests',
  },
  'invoiceRequest.vendorUnknown': /*i18n*/ {
    id: 'invoiceRequest.vendorUnknown',
    message: 'Choose one of your suppliers',
  },
  'invoiceRequest.titleUnknown': /*i18n*/ {
    id: 'invoiceRequest.titleUnknown',
    message: 'Choose an enabled invoice title',
  },
  'invoiceRequest.addressUnknown': /*i18n*/ {
    id: 'invoiceRequest.addressUnknown',
    message: 'Choose one of your invoice receiving addresses',
  },
  'invoiceRequest.submitted': /*i18n*/ {
    id: 'invoiceRequest.submitted',
    message: 'Invoice request sent to the supplier',
  },
  'invoiceRequest.acknowledged': /*i18n*/ {
    id: 'invoiceRequest.acknowledged',
    message: 'Invoice request acknowledged',
  },
  'invoiceRequest.cancelled': /*i18n*/ {
    id: 'invoiceRequest.cancelled',
    message: 'Invoice request cancelled',
  },
} as const;
