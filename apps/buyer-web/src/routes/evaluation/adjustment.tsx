export { AdjustmentPage as Component } from '@procure/evaluation-feature-performance';
