// Server messages of the budget domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/budget.ts).
export const budgetMessages = {};
