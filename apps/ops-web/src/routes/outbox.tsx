export { OutboxPage as Component } from '@procure/identity-feature-outbox';
