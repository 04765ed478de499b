export { StatementCreatePage as Component } from '@procure/statement-feature-statement';
