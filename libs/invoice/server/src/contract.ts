// The invoice domain's contract with other domains' server code (issue #15). Payments read the invoiced
// quantities from the order-line ledger (order-server); statements of account read the invoices of a
// supplier and period through statementInvoices.
export {
  statementInvoices,
  type StatementInvoice,
  type StatementInvoiceQuery,
} from './statement-invoices.ts';

// Invoice write-off (payment domain): a supplier's invoiced invoices, one under its row lock, and the
// check the payment domain registers so that an invoice with an active write-off is not voided.
export {
  bookedInvoicesOfVendor,
  lockInvoiceForWriteOff,
  registerInvoiceVoidCheck,
  writeOffInvoiceBriefs,
  type InvoiceVoidCheck,
  type WriteOffInvoice,
} from './write-off-source.ts';

// "Submit with invoice verification" (payment domain): the invoices covering a payment's order lines,
// verified through the tax-verification adapter (stored as /invoice/check stores them).
export {
  coveringInvoiceOrderIds,
  storeInvoiceChecks,
  verifyInvoicesForPayment,
  type CoverageQuery,
  type InvoiceCheckDone,
  type PaymentInvoiceVerification,
} from './payment-verification.ts';
export type { TaxVerifier } from './adapters/index.ts';

// Invoice reconciliation (statement domain): booked invoices per order line, open requested quantities.
export {
  bookedInvoicesOfLines,
  openRequestedOfVendor,
  type LineInvoiceRef,
} from './reconciliation-source.ts';
