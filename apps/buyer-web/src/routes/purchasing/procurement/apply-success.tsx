export { ApplySuccessPage as Component } from '@procure/procurement-feature-apply';
