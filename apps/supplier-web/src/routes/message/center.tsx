export { MessageCenterPage as Component } from '@procure/message-feature-center';
