export { ApplyFormPage as Component } from '@procure/procurement-feature-apply';
