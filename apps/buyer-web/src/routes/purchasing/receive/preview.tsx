export { ReceiptPreviewPage as Component } from '@procure/receiving-feature-receive';
