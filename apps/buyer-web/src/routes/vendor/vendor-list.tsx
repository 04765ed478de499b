import { supplierPageQueryOptions } from '@procure/vendor-data-access';
import { supplierListFilters, toSupplierQuery } from '@procure/vendor-feature-qualification';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../query-client.ts';

export { VendorListPage as Component } from '@procure/vendor-feature-qualification';
export const loader = listLoader(queryClient, supplierListFilters, toSupplierQuery, supplierPageQueryOptions);
