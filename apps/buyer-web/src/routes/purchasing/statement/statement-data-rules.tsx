export { StatementDataRulesPage as Component } from '@procure/statement-feature-statement';
