export { AssessmentSummaryPage as Component } from '@procure/evaluation-feature-statistics';
