// The budget ledger's contract with the documents that spend (keep these names and shapes —
// procurement calls them). Amounts are decimal strings. The bodies live in ./ledger.ts.

/** CODES.budgetCheck: 1 passed, 2 over budget, 3 (any other) no budget object found. */
export type BudgetCheckStatus = 1 | 2 | 3;

export type BudgetTarget = {
  tenantId: string;
  costCentreId: string;
  projectCode?: string | null;
  /** Budget period, e.g. '2026' or '2026-11' (the budget object's period). */
  period: string;
};

export type BudgetCheck = {
  status: BudgetCheckStatus;
  budgetId: string | null;
  /** Budget amount, amount already reserved or committed, spent, and what is left (null: no budget). */
  amount: string | null;
  committed: string | null;
  spent: string | null;
  available: string | null;
};

export type DocumentRef = { tenantId: string; docType: string; documentId: string };

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
 * Amounts must be plain decimals with at most 2 decimals (a RangeError otherwise: validate first).
 */
export { checkBudget, reserveBudget, commitBudget, releaseBudget } from './ledger.ts';
