export { StatementListPage } from './statement-list-page.tsx';
export { StatementCreatePage } from './statement-create-page.tsx';
export { StatementDetailPage } from './statement-detail-page.tsx';
export { StatementPayAgainPage, StatementPayApplyPage } from './statement-pay-apply-page.tsx';
export { ReconciliationPage } from './reconciliation-page.tsx';
export { StatementDataRulesPage } from './data-rules-page.tsx';
