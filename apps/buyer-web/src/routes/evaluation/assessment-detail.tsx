export { AssessmentDetailPage as Component } from '@procure/evaluation-feature-statistics';
