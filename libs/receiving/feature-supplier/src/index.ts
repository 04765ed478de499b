export { SupplierReceiptListPage, SupplierReceiptDetailPage } from './supplier-receipt-pages.tsx';
