import type { OrderListQuery } from '@procure/order-data-access';
import { listParams, type ListQuery } from '@procure/shared-ui';

/** The server's query for the URL's list query (one keyset page); empty filters are left out. */
export const toOrderListQuery = (query: ListQuery) =>
  listParams<OrderListQuery>(query, {
    text: ['keyword', 'sourceCode', 'legalEntityId'],
    number: ['status'],
    ranges: { created: ['createdFrom', 'createdTo'] },
  });
