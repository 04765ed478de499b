export { GradeLevelsPage as Component } from '@procure/evaluation-feature-performance';
