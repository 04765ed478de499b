import type { Db } from '@procure/server-db';

// The budget ledger's contract with the documents that spend (stubs until the budget slice fills
// them in; keep these names and shapes — procurement calls them). Amounts are decimal strings.

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

/** Read-only check (the form previews it). Never throws for a missing budget: that is status 3. */
export async function checkBudget(_tx: Db, _target: BudgetTarget, _amount: string): Promise<BudgetCheck> {
  throw new Error('not built yet: checkBudget');
}

/**
 * At submit: locks the budget row, checks, and reserves the amount for the document. Over budget and
 * not confirmed → returns `{ reserved: false }` with status 2 and reserves nothing (the caller answers
 * "confirm over budget"); over budget and confirmed → reserves and returns status 2. No budget → status 3,
 * nothing reserved. A document's earlier reservation is replaced (resubmission).
 */
export async function reserveBudget(
  _tx: Db,
  _target: BudgetTarget,
  _doc: DocumentRef,
  _amount: string,
  _confirmOverBudget: boolean,
): Promise<{ check: BudgetCheck; reserved: boolean }> {
  throw new Error('not built yet: reserveBudget');
}

/** On final approval: the reservation becomes a commitment. */
export async function commitBudget(_tx: Db, _doc: DocumentRef): Promise<void> {
  throw new Error('not built yet: commitBudget');
}

/** On withdraw, reject or cancel: the reservation or commitment is released. No-op when none. */
export async function releaseBudget(_tx: Db, _doc: DocumentRef): Promise<void> {
  throw new Error('not built yet: releaseBudget');
}
