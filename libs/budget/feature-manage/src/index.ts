export { BudgetManagePage } from './budget-manage-page.tsx';
