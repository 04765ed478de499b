import { orderPageQueryOptions } from '@procure/order-data-access';
import { orderListFilters, toOrderListQuery } from '@procure/order-feature-list';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../../query-client.ts';

export { OrderListPage as Component } from '@procure/order-feature-list';
export const loader = listLoader(queryClient, orderListFilters, toOrderListQuery, orderPageQueryOptions);
