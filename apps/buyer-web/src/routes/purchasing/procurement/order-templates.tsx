export { OrderTemplatesPage as Component } from '@procure/procurement-feature-apply';
