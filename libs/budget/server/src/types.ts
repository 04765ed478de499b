// The shapes of the budget ledger's contract (re-exported by contract.ts; the ledger imports them
// from here, so nothing inside the domain imports the contract back).

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
