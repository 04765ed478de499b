import type { OrderListQuery } from '@procure/order-data-access';
import type { ListQuery } from '@procure/shared-ui';

/** The server's query for the URL's list query (one keyset page); empty filters are left out. */
export function toOrderListQuery(query: ListQuery): OrderListQuery {
  const { filters } = query;
  const text = (key: string) => {
    const value = filters[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const out: OrderListQuery = { pageSize: query.pageSize };
  const status = text('status');
  const keyword = text('keyword');
  const sourceCode = text('sourceCode');
  const legalEntityId = text('legalEntityId');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  if (sourceCode) out.sourceCode = sourceCode;
  if (legalEntityId) out.legalEntityId = legalEntityId;
  const range = filters['created'];
  if (range && typeof range === 'object' && !Array.isArray(range)) {
    if (range.from) out.createdFrom = range.from;
    if (range.to) out.createdTo = range.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out;
}
