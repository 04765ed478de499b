export { MouldEditPage as Component } from '@procure/evaluation-feature-performance';
