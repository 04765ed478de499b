export { StatementPayAgainPage as Component } from '@procure/statement-feature-statement';
