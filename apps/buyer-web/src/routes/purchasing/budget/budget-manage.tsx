export { BudgetManagePage as Component } from '@procure/budget-feature-manage';
