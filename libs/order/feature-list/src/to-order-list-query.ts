import type { OrderListQuery } from '@procure/order-data-access';
import { listParams, type FilterShape, type ListQuery } from '@procure/shared-ui';

/** The server's query for the URL's list query (one keyset page); empty filters are left out. */
export const toOrderListQuery = (query: ListQuery) =>
  listParams<OrderListQuery>(query, {
    text: ['keyword', 'sourceCode', 'legalEntityId'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });

/** The list's filters as the URL holds them (keys and kinds of OrderListPage's filter bar). */
export const orderListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'sourceCode', kind: 'text' },
  { key: 'status', kind: 'select' },
  { key: 'legalEntityId', kind: 'select' },
  { key: 'created', kind: 'dateRange' },
] as const satisfies readonly FilterShape[];
