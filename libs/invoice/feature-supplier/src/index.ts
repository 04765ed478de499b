export { SupplierInvoiceListPage } from './supplier-invoice-list-page.tsx';
export { SupplierInvoiceDetailPage } from './supplier-invoice-detail-page.tsx';
export { SupplierInvoiceSubmitPage } from './supplier-invoice-submit-page.tsx';
export { SupplierRequestListPage, SupplierRequestDetailPage } from './supplier-request-pages.tsx';
