export { ToReceivePage as Component } from '@procure/receiving-feature-receive';
