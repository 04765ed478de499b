// The order-line ledger the returns domain writes (issue #14), from the order domain's contract
// (libs/order/server/src/order-ledger.ts; docs/conventions.md "Order-line ledger"). One import point, so
// the domain's files name the ledger's functions and never the order tables.
export {
  lockOrder,
  lockOrderLines,
  orderLedgerLines,
  payableBasis,
  refreshOrderStatusFromLedger,
  releaseReturnOnLine,
  returnOnLine,
  type LedgerLine,
  type LockedOrder,
} from '@procure/order-server';
