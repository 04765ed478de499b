export { MyApplyPage as Component } from '@procure/procurement-feature-apply';
