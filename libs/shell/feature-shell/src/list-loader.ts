import { getSession } from '@procure/shared-api-client';
import { parseListQuery, type FilterShape, type ListQuery } from '@procure/shared-ui';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * A list page's route loader: starts the page query for the URL's filters at once, beside the
 * shell's loader (current user and menu), instead of after the shell and the page have rendered
 * (issue #13: on a first visit the rows were the largest paint and waited for that whole chain).
 * The page's own query (same key, through `useKeysetList`) then finds the request in flight.
 * `filters` must list the page's filter keys and kinds; without a session it does nothing (the
 * shell's loader sends the visitor to sign in).
 */
export function listLoader<TParams, TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  filters: readonly FilterShape[],
  toParams: (query: ListQuery) => TParams,
  pageQuery: (params: TParams) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return ({ request }: LoaderFunctionArgs): null => {
    if (!getSession().token) return null;
    const query = parseListQuery(new URL(request.url).searchParams, filters);
    void queryClient.prefetchQuery(pageQuery(toParams(query)));
    return null;
  };
}
