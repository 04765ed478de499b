export { ReturnFormPage as Component } from '@procure/returns-feature-return';
