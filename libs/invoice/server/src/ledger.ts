// The order-line ledger the invoice domain writes (issue #15), from the order domain's contract
// (libs/order/server/src/order-ledger-invoice.ts; docs/conventions.md "Invoices and the ledger"). One
// import point, so the domain's files name the ledger's functions and never the order tables.
export {
  INVOICEABLE_ORDER_STATUSES,
  invoiceLedgerLines,
  invoiceOnLine,
  invoiceableLines,
  lockInvoiceOrders,
  orderIdsOfLines,
  releaseInvoiceOnLine,
  type InvoiceLedgerLine,
} from '@procure/order-server';
