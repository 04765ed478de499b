export { SupplierPaymentDetailPage, SupplierPaymentListPage } from './supplier-payment-pages.tsx';
