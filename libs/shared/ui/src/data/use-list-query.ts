import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListQuery,
  withCursor,
  withFilters,
  withPageSize,
  withSort,
  type FilterDef,
  type FilterValues,
  type ListQuery,
  type SortValue,
} from './list-query.ts';

/**
 * The list query kept in the URL (filters, sort, cursor, page size), so that a list can be shared,
 * bookmarked and restored with the back button. `query` is stable while the URL is unchanged: use it
 * in the query key.
 */
export function useListQuery(defs: readonly FilterDef[]) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query: ListQuery = useMemo(() => parseListQuery(params, defs), [search, defs]);

  const setFilters = useCallback(
    (filters: FilterValues) => setParams((p) => withFilters(p, defs, filters)),
    [setParams, defs],
  );
  const setSort = useCallback((sort: SortValue | null) => setParams((p) => withSort(p, sort)), [setParams]);
  const setCursor = useCallback(
    (cursor: string | null) => setParams((p) => withCursor(p, cursor)),
    [setParams],
  );
  const setPageSize = useCallback((size: number) => setParams((p) => withPageSize(p, size)), [setParams]);

  return { query, setFilters, setSort, setCursor, setPageSize };
}
