export { MouldListPage } from './mould-list-page.tsx';
export { MouldEditPage } from './mould-edit-page.tsx';
export { PlanListPage } from './plan-list-page.tsx';
export { PlanFormPage } from './plan-form-page.tsx';
export { PlanDetailPage } from './plan-detail-page.tsx';
