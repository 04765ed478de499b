// The receiving domain's contract with other domains' server code (issue #14). Nothing yet: other
// domains read receipts through the order-line ledger (received quantities), not through receipts.
export type { ReceiptResult } from './receipts.ts';
