export { PlanFormPage as Component } from '@procure/evaluation-feature-performance';
