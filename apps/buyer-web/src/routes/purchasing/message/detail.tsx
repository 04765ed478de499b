export { MessageDetailPage as Component } from '@procure/message-feature-center';
