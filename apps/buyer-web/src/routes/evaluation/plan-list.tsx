export { PlanListPage as Component } from '@procure/evaluation-feature-performance';
