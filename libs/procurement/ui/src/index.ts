export { isPurchaseKind, usePurchaseKindLabels, useSavingTypeLabels } from './purchase-kind.ts';
export { BudgetCheckBadge, type BudgetCheckView } from './budget-check-badge.tsx';
export { ApprovalProgress, type ApprovalProgressView, type ApproverState } from './approval-progress.tsx';
export { OverBudgetDialog, type OverBudgetDialogProps } from './over-budget-dialog.tsx';
