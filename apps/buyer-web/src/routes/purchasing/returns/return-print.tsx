export { ReturnPrintPage as Component } from '@procure/returns-feature-return';
