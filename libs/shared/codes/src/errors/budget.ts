// Error and success codes of the budget domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/budget.ts. Ids start with the domain: 'budget.xxx'.
export const BUDGET_ERROR_CODES = {
  budgetAmountBelowUsed: 'budget.amountBelowUsed',
  budgetDuplicate: 'budget.duplicate',
  budgetUnknownCostCentre: 'budget.unknownCostCentre',
  budgetPeriod: 'budget.period',
  budgetImportInvalid: 'budget.importInvalid',
  budgetImportDuplicateRow: 'budget.importDuplicateRow',
} as const;

export const BUDGET_SUCCESS_MESSAGES = {
  budgetSaved: 'budget.saved',
  budgetDisabled: 'budget.disabled',
  budgetEnabled: 'budget.enabled',
  budgetImported: 'budget.imported',
} as const;

/** Kinds of ledger rows (budget_entries.kind): a document's hold moves reserved → committed → released. */
export const BUDGET_ENTRY_KINDS = ['reserved', 'committed', 'released', 'spent'] as const;
export type BudgetEntryKind = (typeof BUDGET_ENTRY_KINDS)[number];
