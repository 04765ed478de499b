// Error and success codes of the budget domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/budget.ts. Ids start with the domain: 'budget.xxx'.
export const BUDGET_ERROR_CODES = {} as const;

export const BUDGET_SUCCESS_MESSAGES = {} as const;
