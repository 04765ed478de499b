export { ReceiptContractPage as Component } from '@procure/receiving-feature-receive';
