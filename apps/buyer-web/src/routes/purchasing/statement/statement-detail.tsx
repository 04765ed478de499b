export { StatementDetailPage as Component } from '@procure/statement-feature-statement';
