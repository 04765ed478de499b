export { NoticeAdminPage as Component } from '@procure/message-feature-center';
