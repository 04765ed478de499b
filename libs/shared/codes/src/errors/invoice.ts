// Error and success codes of the invoice domain (issue #15); each has a message in
// libs/shared/i18n/src/messages/domains/invoice.ts. Ids start with the domain: 'invoice.xxx'.
export const INVOICE_ERROR_CODES = {
  invoiceNotFound: 'invoice.notFound',
  /** 409: this action is not possible in the invoice's current status. */
  invoiceWrongStatus: 'invoice.wrongStatus',
  /** 409: the same supplier already submitted this invoice code + number (any year, any document). */
  invoiceDuplicate: 'invoice.duplicate',
  /** 409: a line is held by the three-way match; it cannot pass to invoiced. */
  invoiceHeld: 'invoice.held',
  /** 409: the invoice's authenticity was not verified (check) yet, or the check failed. */
  invoiceNotVerified: 'invoice.notVerified',
  /** 409: invoiced would exceed ordered on a line ({max}). */
  invoiceOverOrdered: 'invoice.overOrdered',
  /** 409: the examination is running (withdraw it first). */
  invoiceExamining: 'invoice.examining',
  invoiceBadCursor: 'invoice.badCursor',
  /** 503: the OCR or the tax verification service did not answer usefully. */
  invoiceOcrUnavailable: 'invoice.ocrUnavailable',
  invoiceVerifyUnavailable: 'invoice.verifyUnavailable',
  // Field codes (data.fields[].code).
  invoiceLineUnknown: 'invoice.lineUnknown',
  invoiceLineDuplicate: 'invoice.lineDuplicate',
  invoiceTotalMismatch: 'invoice.totalMismatch',
  invoiceFileUnknown: 'invoice.fileUnknown',
  invoiceReceiptUnknown: 'invoice.receiptUnknown',
  exportListInvoices: 'export.list.invoices',
  // Invoice requests (the buyer asks a supplier to invoice order lines).
  invoiceRequestNotFound: 'invoiceRequest.notFound',
  /** 409: this action is not possible in the request's current status. */
  invoiceRequestWrongStatus: 'invoiceRequest.wrongStatus',
  // Field codes of the request form.
  /** The order line is not a line of this supplier's confirmed orders in the tenant. */
  invoiceRequestLineUnknown: 'invoiceRequest.lineUnknown',
  /** More than the line's requestable quantity ({max}). */
  invoiceRequestOverBasis: 'invoiceRequest.overBasis',
  invoiceRequestVendorUnknown: 'invoiceRequest.vendorUnknown',
  invoiceRequestTitleUnknown: 'invoiceRequest.titleUnknown',
  invoiceRequestAddressUnknown: 'invoiceRequest.addressUnknown',
} as const;

export const INVOICE_SUCCESS_MESSAGES = {
  invoiceSubmitted: 'invoice.submitted',
  invoiceChecked: 'invoice.checked',
  invoiceExamineStarted: 'invoice.examineStarted',
  invoiceReturned: 'invoice.returned',
  invoiceVoided: 'invoice.voided',
  invoiceLinked: 'invoice.linked',
  invoiceSettingSaved: 'invoice.settingSaved',
  invoiceRecognised: 'invoice.recognised',
  invoiceRequestSubmitted: 'invoiceRequest.submitted',
  invoiceRequestAcknowledged: 'invoiceRequest.acknowledged',
  invoiceRequestCancelled: 'invoiceRequest.cancelled',
} as const;

/** Why a line is held by the three-way match (plain words in both languages; params in braces). */
export const INVOICE_HOLD_CODES = {
  nothingToInvoice: 'invoice.hold.nothingToInvoice',
  quantity: 'invoice.hold.quantity',
  price: 'invoice.hold.price',
} as const;
export type InvoiceHoldCode = (typeof INVOICE_HOLD_CODES)[keyof typeof INVOICE_HOLD_CODES];
