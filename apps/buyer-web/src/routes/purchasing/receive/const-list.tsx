export { ReceiptListPage as Component } from '@procure/receiving-feature-receive';
