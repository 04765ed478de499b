// The budget ledger's contract with the documents that spend (keep these names and shapes —
// procurement calls them). Amounts are decimal strings. The bodies live in ./ledger.ts.

export type { BudgetCheckStatus, BudgetTarget, BudgetCheck, DocumentRef } from './types.ts';

/**
 * The functions (implemented in ./ledger.ts):
 * - `checkBudget(tx, target, amount)`: read-only check (the form previews it). Never throws for a
 *   missing budget: that is status 3.
 * - `reserveBudget(tx, target, doc, amount, confirmOverBudget)`: at submit: locks the budget row,
 *   checks, and reserves the amount for the document. Over budget and not confirmed → returns
 *   `{ reserved: false }` with status 2 and reserves nothing (the caller answers "confirm over
 *   budget"); over budget and confirmed → reserves and returns status 2. No budget → status 3,
 *   nothing reserved. A document's earlier reservation is replaced (resubmission).
 * - `commitBudget(tx, doc)`: on final approval: the reservation becomes a commitment.
 * - `releaseBudget(tx, doc)`: on withdraw, reject or cancel: the reservation or commitment is
 *   released. No-op when none.
 * - `checkHoldChange(tx, doc, delta)`: read-only: the check of a document's hold moved by `delta` (null:
 *   the document holds nothing).
 * - `adjustHold(tx, doc, delta)`: moves the hold (reserved or committed) by `delta` on the same budget,
 *   under the budget row lock; over budget is flagged, not refused (confirm first with checkHoldChange).
 * Amounts must be plain decimals with at most 2 decimals (a RangeError otherwise: validate first).
 */
export {
  adjustHold,
  checkBudget,
  checkHoldChange,
  commitBudget,
  releaseBudget,
  reserveBudget,
} from './ledger.ts';
