import { vendorOrderPageQueryOptions } from '@procure/order-data-access';
import { supplierOrderListFilters, toSupplierOrderListQuery } from '@procure/order-feature-supplier';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../query-client.ts';

export { SupplierOrderListPage as Component } from '@procure/order-feature-supplier';
export const loader = listLoader(
  queryClient,
  supplierOrderListFilters,
  toSupplierOrderListQuery,
  vendorOrderPageQueryOptions,
);
