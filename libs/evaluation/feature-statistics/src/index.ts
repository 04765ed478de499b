export { StatisticsPage } from './statistics-page.tsx';
export { AssessmentListPage } from './assessment-list-page.tsx';
export { AssessmentSummaryPage } from './assessment-summary-page.tsx';
export { AssessmentFormPage } from './assessment-form-page.tsx';
export { AssessmentDetailPage } from './assessment-detail-page.tsx';
export { GradeGuardPage } from './grade-guard-page.tsx';
export { SupplierStatisticsPage } from './supplier-statistics-page.tsx';
