export { MyAssessDetailPage as Component } from '@procure/evaluation-feature-performance';
