export { StatementListPage as Component } from '@procure/statement-feature-statement';
