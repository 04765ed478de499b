export { ReceiptDetailPage as Component } from '@procure/receiving-feature-receive';
