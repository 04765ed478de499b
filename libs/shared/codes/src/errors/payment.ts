// Error and success codes of the payment domain (issue #15); each has a message in
// libs/shared/i18n/src/messages/domains/payment.ts. Ids start with the domain: 'payment.xxx'.
export const PAYMENT_ERROR_CODES = {
  paymentNotFound: 'payment.notFound',
  /** 409: this action is not possible in the payment's current status. */
  paymentWrongStatus: 'payment.wrongStatus',
  paymentBadCursor: 'payment.badCursor',
  exportListPayments: 'export.list.payments',
  /** 422: no exchange rate of the currency on or before today ({currency}). */
  paymentNoExchangeRate: 'payment.noExchangeRate',
  /** 409 (order-line ledger): more than the line's room for this payment ({room}). */
  paymentOverApplied: 'payment.overApplied',
  /** 409 (order-line ledger): paid would exceed applied. */
  paymentOverPaid: 'payment.overPaid',
  // Field codes (data.fields[].code).
  paymentLineUnknown: 'payment.lineUnknown',
  paymentLineDuplicate: 'payment.lineDuplicate',
  paymentLineTarget: 'payment.lineTarget',
  paymentAmountZero: 'payment.amountZero',
  /** The order line belongs to another supplier than the payment's. */
  paymentVendorMismatch: 'payment.vendorMismatch',
  /** The order's currency differs from the payment's. */
  paymentCurrencyMismatch: 'payment.currencyMismatch',
  /** The order is not confirmed, or cancelled. */
  paymentOrderNotPayable: 'payment.orderNotPayable',
  /** More than the PO amount, or (PO payment) than received − returned, minus what is applied ({room}). */
  paymentExceedsRoom: 'payment.exceedsRoom',
  paymentTotalNotPositive: 'payment.totalNotPositive',
  /** A foreign-exchange payment (method 6 or a currency other than CNY) needs an attachment of type 7. */
  paymentAttachmentRequired: 'payment.attachmentRequired',
  paymentFileUnknown: 'payment.fileUnknown',
  paymentVendorUnknown: 'payment.vendorUnknown',
  // Invoice write-off (a paid advance offset by a booked invoice).
  writeOffNotFound: 'payment.writeOff.notFound',
  /** 409: the advance is not a paid advance (type 2, status 4). */
  writeOffNotAdvance: 'payment.writeOff.notAdvance',
  /** 409: the invoice is not invoiced (status 3), or of another supplier or currency than the advance. */
  writeOffInvoiceNotBooked: 'payment.writeOff.invoiceNotBooked',
  /** 409: more than what is left of the advance or of the invoice ({room}). */
  writeOffExceeds: 'payment.writeOff.exceeds',
  /** 409: the write-off is already reversed. */
  writeOffReversed: 'payment.writeOff.reversed',
  /** 409 (invoice void): an active write-off uses the invoice; reverse it first. */
  writeOffBlocksVoid: 'payment.writeOff.blocksVoid',
  /** 409 (submit with invoice verification): an invoice of the payment's order lines failed ({number}). */
  paymentInvoiceFailed: 'payment.invoiceFailed',
  /** 409 (submit with invoice verification): no invoice covers the payment's order lines. */
  paymentNoInvoice: 'payment.noInvoice',
  // The company's payment settings (`/setting/payment`; docs/conventions.md "Payment settings").
  /** Field code (save) or 422 (submit): the payment type is not allowed by the settings. */
  paymentTypeNotAllowed: 'payment.typeNotAllowed',
  /** Field code (save) or 422 (submit): the payment method is not allowed by the settings. */
  paymentMethodNotAllowed: 'payment.methodNotAllowed',
  /** Field code (settings form): the default method must be one of the allowed methods. */
  paymentSettingDefaultNotAllowed: 'payment.setting.defaultNotAllowed',
  /** Field code (save) or 422 (submit): an advance above the settings' % of the PO amount ({percent}, {limit}). */
  paymentAdvanceOverLimit: 'payment.advanceOverLimit',
  /** 422 (submit): the settings require the invoice verification for a PO payment. */
  paymentVerificationRequired: 'payment.verificationRequired',
  /** 422 (confirm pay): the settings require a voucher number. */
  paymentVoucherRequired: 'payment.voucherRequired',
} as const;

export const PAYMENT_SUCCESS_MESSAGES = {
  paymentSaved: 'payment.saved',
  paymentSubmitted: 'payment.submitted',
  paymentWithdrawn: 'payment.withdrawn',
  paymentCancelled: 'payment.cancelled',
  paymentDeleted: 'payment.deleted',
  paymentCopied: 'payment.copied',
  paymentApproved: 'payment.approved',
  paymentRejected: 'payment.rejected',
  paymentPaid: 'payment.paid',
  paymentSettingSaved: 'payment.settingSaved',
  writeOffSaved: 'payment.writeOff.saved',
  writeOffReversedDone: 'payment.writeOff.reversedDone',
  // Copy-to (issue #12 §5): the message a copied person gets, the copy-to list's export name.
  paymentCopiedToTitle: 'payment.copiedTo.title',
  paymentCopiedToBody: 'payment.copiedTo.body',
  paymentCopiesExportName: 'payment.copies.exportName',
  // The messages of the applicant and the supplier on each decisive transition.
  paymentApprovedTitle: 'payment.message.approved.title',
  paymentApprovedBody: 'payment.message.approved.body',
  paymentRejectedTitle: 'payment.message.rejected.title',
  paymentRejectedBody: 'payment.message.rejected.body',
  paymentPaidTitle: 'payment.message.paid.title',
  paymentPaidBody: 'payment.message.paid.body',
  paymentCancelledTitle: 'payment.message.cancelled.title',
  paymentCancelledBody: 'payment.message.cancelled.body',
} as const;
