export { VendorListPage } from './vendor-list-page.tsx';
export { MyQualificationPage } from './my-qualification-page.tsx';
export { supplierListFilters, toSupplierQuery } from './supplier-filters.ts';
export { CertificateListPage } from './certificate-list-page.tsx';
export { certificateListFilters, toCertificateQuery } from './certificate-list-filters.ts';
