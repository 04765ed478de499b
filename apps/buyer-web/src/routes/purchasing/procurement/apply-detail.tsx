export { ApplyDetailPage as Component } from '@procure/procurement-feature-apply';
