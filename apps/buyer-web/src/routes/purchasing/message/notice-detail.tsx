export { NoticeDetailPage as Component } from '@procure/message-feature-center';
