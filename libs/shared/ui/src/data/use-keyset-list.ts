import { useLingui } from '@lingui/react/macro';
import type { FilterDef, FilterValues, ListQuery } from './list-query.ts';
import { listErrorText } from './list-params.ts';
import type { KeysetPagination } from './keyset-pager.tsx';
import { useKeysetPagination } from './use-keyset-pagination.ts';
import { useListQuery } from './use-list-query.ts';

type Page<TRow> = { items: TRow[]; nextCursor?: string | null };

/** What the list needs of a page query (TanStack Query's result fits). */
export type PageQuery<TRow> = {
  data: Page<TRow> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** The row type of a page query. */
type RowOf<TList extends PageQuery<unknown>> = NonNullable<TList['data']>['items'][number];

export type KeysetList<TParams, TList extends PageQuery<unknown>> = {
  /** The URL's list query and the server query made of it (the export uses the same). */
  query: ListQuery;
  params: TParams;
  list: TList;
  /** Spread onto `FilterBar`: new filters start again at the first page. */
  filterBar: { filters: FilterDef[]; values: FilterValues; onApply: (values: FilterValues) => void };
  /** Spread onto `DataTable`: rows, loading, the translated error, retry and the keyset pager. */
  table: {
    data: RowOf<TList>[];
    loading: boolean;
    error: string | undefined;
    onRetry: () => void;
    pagination: KeysetPagination;
  };
};

const noRows: never[] = [];

/**
 * The state of a keyset-paged list screen: URL filters → server query → the page's query hook →
 * pager, with the props its `FilterBar` and `DataTable` take. `usePage` must be the same hook on
 * every render (a module-level function).
 */
export function useKeysetList<TParams, TList extends PageQuery<unknown>>(
  filters: FilterDef[],
  toParams: (query: ListQuery) => TParams,
  usePage: (params: TParams) => TList,
  /** Shown when the load failed without a reason from the server (default: check your connection). */
  errorFallback?: string,
): KeysetList<TParams, TList> {
  const { t } = useLingui();
  const { query, setFilters, setCursor, setPageSize } = useListQuery(filters);
  const params = toParams(query);
  const list = usePage(params);
  const { pagination, restart } = useKeysetPagination({
    cursor: query.cursor,
    pageSize: query.pageSize,
    nextCursor: list.data?.nextCursor,
    setCursor,
    setPageSize,
  });
  return {
    query,
    params,
    list,
    filterBar: {
      filters,
      values: query.filters,
      onApply: (values) => {
        restart();
        setFilters(values);
      },
    },
    table: {
      data: (list.data?.items ?? noRows) as RowOf<TList>[],
      loading: list.isPending,
      error: list.isError
        ? listErrorText(list.error, errorFallback ?? t`Check your connection and try again.`)
        : undefined,
      onRetry: () => void list.refetch(),
      pagination,
    },
  };
}
