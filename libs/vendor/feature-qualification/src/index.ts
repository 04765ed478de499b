export { VendorListPage } from './vendor-list-page.tsx';
export { MyQualificationPage } from './my-qualification-page.tsx';
export { supplierListFilters, toSupplierQuery } from './supplier-filters.ts';
