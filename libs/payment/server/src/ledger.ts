// The order-line ledger the payment domain writes (issue #15), from the order domain's contract
// (libs/order/server/src/order-ledger-payment.ts; docs/conventions.md "Payment applications"). One import
// point, so the domain's files name the ledger's functions and never the order tables.
export {
  lockOrder,
  paymentLedgerLines,
  paymentLedgerLinesById,
  paymentOrderFacts,
  paymentRoom,
  applyPaymentOnLine,
  releasePaymentOnLine,
  payOnLine,
  payableOrdersOfVendor,
  payableVendorIds,
  type LockedOrder,
  type PaymentKind,
  type PaymentLedgerLine,
  type PayableOrder,
  type PaymentOrderFacts,
} from '@procure/order-server';
