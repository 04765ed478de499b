export { PaymentListPage, type PaymentScope } from './payment-list-page.tsx';
export { PaymentDetailPage } from './payment-detail-page.tsx';
export { PaymentFormPage } from './payment-form-page.tsx';
export { PaymentPrintPage } from './payment-print-page.tsx';
export { PaymentSuccessPage } from './payment-success-page.tsx';
export { CopiedPaymentsPage, CopiedPaymentDetailPage } from './copied-payments-page.tsx';
export { InvoiceWriteOffPage } from './invoice-write-off-page.tsx';
export { PaymentSettingPage } from './payment-setting-page.tsx';
