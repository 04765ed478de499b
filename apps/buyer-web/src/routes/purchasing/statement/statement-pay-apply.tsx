export { StatementPayApplyPage as Component } from '@procure/statement-feature-statement';
