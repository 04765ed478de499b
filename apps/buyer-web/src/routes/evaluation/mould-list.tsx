export { MouldListPage as Component } from '@procure/evaluation-feature-performance';
