// Server messages of the budget domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/budget.ts).
export const budgetMessages = {
  'budget.amountBelowUsed': /*i18n*/ {
    id: 'budget.amountBelowUsed',
    message: 'The amount cannot be less than what is already reserved, committed or spent ({used})',
  },
  'budget.duplicate': /*i18n*/ {
    id: 'budget.duplicate',
    message: 'This cost centre and project already have a budget for this period',
  },
  'budget.unknownCostCentre': /*i18n*/ {
    id: 'budget.unknownCostCentre',
    message: 'Choose an enabled cost centre of your company',
  },
  'budget.period': /*i18n*/ {
    id: 'budget.period',
    message: 'Enter a year (2026) or a month (2026-11)',
  },
  'budget.importInvalid': /*i18n*/ {
    id: 'budget.importInvalid',
    message: 'Nothing was imported: some rows are not valid',
  },
  'budget.importDuplicateRow': /*i18n*/ {
    id: 'budget.importDuplicateRow',
    message: 'This cost centre, project and period already have a budget (or appear twice in the sheet)',
  },
  'budget.saved': /*i18n*/ { id: 'budget.saved', message: 'Budget saved' },
  'budget.disabled': /*i18n*/ { id: 'budget.disabled', message: 'Budget disabled' },
  'budget.enabled': /*i18n*/ { id: 'budget.enabled', message: 'Budget enabled' },
  'budget.imported': /*i18n*/ {
    id: 'budget.imported',
    message: 'Imported {count, plural, one {# budget} other {# budgets}}',
  },
};
