export { MyApplyPage } from './my-apply-page.tsx';
export { applyListFilters, toApplyListQuery } from './apply-list-query.ts';
export { ApplyDetailPage } from './apply-detail-page.tsx';
export { ApplyPreviewPage, ApplyPrintPage } from './apply-preview-page.tsx';
export { ApplySuccessPage } from './apply-success-page.tsx';
export { ApplyFormPage } from './apply-form-page.tsx';
export { OrderTemplatesPage } from './order-templates-page.tsx';
export { CopiedRequestsPage } from './copied-requests-page.tsx';
