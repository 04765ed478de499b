export { GradeGuardPage as Component } from '@procure/evaluation-feature-statistics';
