export { AssessmentFormPage as Component } from '@procure/evaluation-feature-statistics';
