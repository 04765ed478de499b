export { MessageCenterPage } from './message-center-page.tsx';
export { MessageDetailPage } from './message-detail-page.tsx';
export { MESSAGE_KIND_LABELS } from './message-kind-label.ts';
export { NoticeListPage } from './notices/notice-list-page.tsx';
export { NoticeFormPage } from './notices/notice-form-page.tsx';
export { NoticeAdminPage } from './notices/notice-admin-page.tsx';
export { NoticeDetailPage } from './notices/notice-detail-page.tsx';
