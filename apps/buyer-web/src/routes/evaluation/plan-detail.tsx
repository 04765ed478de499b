export { PlanDetailPage as Component } from '@procure/evaluation-feature-performance';
