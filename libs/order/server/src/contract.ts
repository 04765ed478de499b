import type { Db } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import { createOrders } from './order-creation.ts';
import { cancelSourceOrders, listOrdersOfSource, orderLinesOf } from './order-source.ts';
import type { OrdersFromRequestInput } from './types.ts';

// The order domain's contract with the documents that create orders (keep these names and shapes —
// procurement calls it). Amounts are decimal strings. Run inside the caller's tenant transaction.

export type { OrderSourceLine, OrdersFromRequestInput } from './types.ts';

/**
 * One purchase order per supplier (status CODES.order.awaitingConfirm), each line with its ledger of
 * DOMAIN.md §4 (ordered = quantity; delivered, received, returned, invoiced, paid = 0). Idempotent per
 * source: a second call for the same source creates nothing and returns the existing orders.
 */
export async function createOrdersFromRequest(
  tx: Db,
  input: OrdersFromRequestInput,
): Promise<{ orderIds: string[] }> {
  return createOrders(tx, input);
}

/**
 * Orders created from one source document (for its detail page), by code. `locale` (optional, added
 * backward compatibly) picks the supplier name's language; Chinese by default.
 */
export async function ordersOfSource(
  tx: Db,
  tenantId: string,
  sourceId: string,
  locale?: Locale,
): Promise<{ id: string; code: string; vendorName: string; status: number; amount: string }[]> {
  return listOrdersOfSource(tx, tenantId, sourceId, locale);
}

/**
 * Cancels every order of a source document while none has been confirmed by its supplier (all still
 * awaiting confirm → cancelled, history written). Returns false, changing nothing, when any order has
 * moved on (the caller refuses the cancel).
 */
export async function cancelOrdersOfSource(
  tx: Db,
  tenantId: string,
  sourceId: string,
  actorId: string,
): Promise<boolean> {
  return cancelSourceOrders(tx, tenantId, sourceId, actorId);
}

/**
 * An order's number and lines (ordered quantity, unit price, goods, supplier, the source line it came
 * from) for the buyer's tenant; undefined when absent or another tenant's (order templates, issue #13).
 */
export async function orderLinesForCopy(tx: Db, tenantId: string, orderId: string) {
  return orderLinesOf(tx, tenantId, orderId);
}

/**
 * lastPurchasePrices: for each probe (goods id, else product code; its current unit price) the latest
 * line the tenant ordered (refused and cancelled orders left out, and the orders of `excludeSourceId`),
 * with the difference of the current price in % (issue #13 §5, the phone's decision summary).
 */
export { lastPurchasePrices, type LastPrice, type PriceProbe } from './order-last-price.ts';

// ——— The order-line ledger (issue #14): receiving and returns write it through these, in their own
// transaction, after lockOrder(). See order-ledger.ts and docs/conventions.md "Order-line ledger".
export {
  closeLineRemaining,
  lockOrderLines,
  orderLedgerLines,
  payableBasis,
  receiveOnLine,
  refreshOrderStatusFromLedger,
  releaseReturnOnLine,
  returnOnLine,
  type LedgerLine,
  type ReturnDisposition,
} from './order-ledger.ts';
export { invoicedBeyondBasis, unreceiveOnLine } from './order-ledger-unreceive.ts';
export { lockOrder, type LockedOrder } from './order-status.ts';
export { buyerOrderPath, notifyOrderEvent, supplierOrderPath, type OrderEvent } from './order-actions.ts';

/** A history row on the order (who, which action code, comment), as the order's own actions write. */
export { recordOrderHistory } from './order-history.ts';

// Receiving (issue #14): what the receiving domain reads of orders, the order lock and its history rows.
export {
  RECEIVABLE_ORDER_STATUSES,
  receivableOrders,
  orderForReceiving,
  deliveryNotesForReceiving,
  lockOrderForReceiving,
  recordReceivingHistory,
} from './order-receiving.ts';
export type {
  ReceivableOrder,
  ReceivableOrderQuery,
  ReceivingOrder,
  ReceivingOrderLine,
  ReceivingDeliveryNote,
} from './order-receiving.ts';

// Invoices (issue #15): the invoice side of the ledger (order-ledger-invoice.ts).
export {
  INVOICEABLE_ORDER_STATUSES,
  invoiceLedgerLines,
  invoiceOnLine,
  invoiceableLines,
  lockInvoiceOrders,
  orderIdsOfLines,
  releaseInvoiceOnLine,
  type InvoiceLedgerLine,
} from './order-ledger-invoice.ts';

// Payments (issue #15): the payment side of the ledger (applied and paid amounts). order-ledger-payment.ts.
export {
  PAYABLE_ORDER_STATUSES,
  applyPaymentOnLine,
  payOnLine,
  payableOrdersOfVendor,
  payableVendorIds,
  paymentLedgerLines,
  paymentLedgerLinesById,
  paymentOrderFacts,
  paymentRoom,
  releasePaymentOnLine,
  type PayableOrder,
  type PaymentKind,
  type PaymentLedgerLine,
  type PaymentOrderFacts,
} from './order-ledger-payment.ts';

// Statements of account (issue #15): the lines a statement takes (order-ledger-statement.ts).
export {
  liveStatementAmounts,
  statementLedgerLines,
  type LiveLedgerAmounts,
  type StatementLedgerLine,
  type StatementLedgerQuery,
} from './order-ledger-statement.ts';

// Supplier performance (issue #17): delivery punctuality and price change per supplier in a period.
export { deliveryPunctuality, priceChanges } from './order-performance-facts.ts';

// Supplier lifecycle (issue #16): an open order (not receipt complete, not cancelled) keeps a supplier from
// being eliminated; the vendor domain reads it through this (registered in apps/api/src/app.ts).
export { openOrdersOfVendor } from './order-vendor-exit.ts';

// Supplier files (issue #16 §3): the newest orders for the "lately" list and one supplier's order statistics
// (registered with the vendor domain in apps/api/src/app.ts).
export {
  recentOrdersOfTenant,
  vendorOrderStatistics,
  type RecentOrder,
  type VendorOrderStatistics,
  type VendorOrderStatusFigures,
} from './order-vendor-facts.ts';

// Invoice reconciliation (issue #15, /assetsManagement/reconciliation): a supplier's ledger lines with the
// received − returned, invoiced and paid amounts, keyset pages and totals per currency.
export {
  RECONCILIATION_DIFFS,
  isReconciliationCursor,
  reconciliationLedgerLines,
  reconciliationLedgerTotals,
  reconciliationLinePrices,
  type ReconciliationDiff,
  type ReconciliationLedgerLine,
  type ReconciliationLedgerTotals,
  type ReconciliationQuery,
} from './order-ledger-reconciliation.ts';
