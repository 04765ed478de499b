export { NoticeFormPage as Component } from '@procure/message-feature-center';
