import type { PurchaseApplyListQuery } from '@procure/procurement-data-access';
import { isPurchaseKind } from '@procure/procurement-ui';
import type { FilterShape, ListQuery } from '@procure/shared-ui';

/** The server's query for the URL's list query (one keyset page). */
export function toApplyListQuery(query: ListQuery): PurchaseApplyListQuery {
  const { filters } = query;
  const text = (key: string) =>
    typeof filters[key] === 'string' && filters[key] ? (filters[key] as string) : undefined;
  const range = filters['created'];
  const out: PurchaseApplyListQuery = { pageSize: query.pageSize };
  const status = text('status');
  const kind = text('kind');
  const keyword = text('keyword')?.trim();
  if (status && /^\d+$/.test(status)) out.status = Number(status);
  if (isPurchaseKind(kind)) out.kind = kind;
  if (keyword) out.keyword = keyword;
  if (range && typeof range === 'object' && !Array.isArray(range)) {
    if (range.from) out.createdFrom = range.from;
    if (range.to) out.createdTo = range.to;
  }
  if (query.cursor) out.cursor = query.cursor;
  return out;
}

/** The list's filters as the URL holds them (keys and kinds of MyApplyPage's filter bar). */
export const applyListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'status', kind: 'select' },
  { key: 'kind', kind: 'select' },
  { key: 'created', kind: 'dateRange' },
] as const satisfies readonly FilterShape[];
