// What statements read of other domains, through their contracts (issue #15): the order-line ledger
// (order-server), the invoices (invoice-server) and the payment applications they create (payment-server).
// One import point, so the domain's files name these functions and never another domain's tables.
export { liveStatementAmounts, statementLedgerLines, payableVendorIds } from '@procure/order-server';
export { statementInvoices } from '@procure/invoice-server';
export { createPaymentApplication, paymentBriefs, paymentEnding } from '@procure/payment-server';
// Invoice reconciliation (/assetsManagement/reconciliation): the ledger lines, their invoices and payments.
export {
  RECONCILIATION_DIFFS,
  isReconciliationCursor,
  reconciliationLedgerLines,
  reconciliationLedgerTotals,
  reconciliationLinePrices,
  type ReconciliationQuery,
} from '@procure/order-server';
export { bookedInvoicesOfLines, openRequestedOfVendor } from '@procure/invoice-server';
export { paymentsOfLines } from '@procure/payment-server';
