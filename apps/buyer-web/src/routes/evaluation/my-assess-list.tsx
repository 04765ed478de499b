export { MyAssessListPage as Component } from '@procure/evaluation-feature-performance';
