import type { ReceiptListQuery, ToReceiveQuery } from '@procure/receiving-data-access';
import type { ListQuery } from '@procure/shared-ui';

const textOf = (query: ListQuery, key: string) => {
  const value = query.filters[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
const rangeOf = (query: ListQuery, key: string) => {
  const range = query.filters[key];
  return range && typeof range === 'object' && !Array.isArray(range) ? range : undefined;
};

/** The to-receive list's server query for the URL's list query; empty filters are left out. */
export function toReceiveQuery(query: ListQuery): ToReceiveQuery {
  const out: ToReceiveQuery = { pageSize: query.pageSize };
  const status = textOf(query, 'status');
  const keyword = textOf(query, 'keyword');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  const range = rangeOf(query, 'created');
  if (range?.from) out.createdFrom = range.from;
  if (range?.to) out.createdTo = range.to;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/** The const list's (received records) server query. */
export function receiptListQuery(query: ListQuery): ReceiptListQuery {
  const out: ReceiptListQuery = { pageSize: query.pageSize };
  const status = textOf(query, 'status');
  const keyword = textOf(query, 'keyword');
  if (status) out.status = Number(status);
  if (keyword) out.keyword = keyword;
  const range = rangeOf(query, 'received');
  if (range?.from) out.receivedFrom = range.from;
  if (range?.to) out.receivedTo = range.to;
  if (query.cursor) out.cursor = query.cursor;
  return out;
}
