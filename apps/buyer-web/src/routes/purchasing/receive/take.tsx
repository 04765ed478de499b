export { TakePage as Component } from '@procure/receiving-feature-receive';
