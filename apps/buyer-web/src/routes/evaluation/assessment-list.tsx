export { AssessmentListPage as Component } from '@procure/evaluation-feature-statistics';
