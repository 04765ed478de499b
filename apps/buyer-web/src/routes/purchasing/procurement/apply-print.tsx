export { ApplyPrintPage as Component } from '@procure/procurement-feature-apply';
