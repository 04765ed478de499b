export { BudgetCheckBadge, type BudgetCheckView } from './budget-check-badge.tsx';
export { OverBudgetDialog, type OverBudgetDialogProps } from './over-budget-dialog.tsx';
