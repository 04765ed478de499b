// The receiving domain's contract with other domains' server code (issue #14). Nothing yet: other
// domains read receipts through the order-line ledger (received quantities), not through receipts.
export type { ReceiptResult } from './receipts.ts';
/** Receipts by id (code, order, status) for documents that link to one (invoice lines, issue #15). */
export { receiptRefs } from './receipt-refs.ts';
/** Supplier performance (issue #17): accepted and rejected quantities per supplier in a period. */
export { receiptQuality } from './receipt-performance-facts.ts';
