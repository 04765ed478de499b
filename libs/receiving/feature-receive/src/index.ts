export { ToReceivePage } from './to-receive-page.tsx';
export { ReceiptListPage } from './receipt-list-page.tsx';
export { TakePage } from './take-page.tsx';
export { ReceiptDetailPage, ReceiptPreviewPage, CommitSuccessPage } from './receipt-pages.tsx';
export { receiptListQuery } from './list-queries.ts';
export { ReceiptContractPage } from './receipt-contract-page.tsx';
export { ReceivingSettingPage } from './receiving-setting-page.tsx';
