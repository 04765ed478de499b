export { NoticeListPage as Component } from '@procure/message-feature-center';
