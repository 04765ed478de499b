export { ReconciliationPage as Component } from '@procure/statement-feature-statement';
