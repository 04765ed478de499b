import { businessPageQueryOptions } from '@procure/vendor-data-access';
import { businessListFilters, toBusinessQuery } from '@procure/vendor-feature-classification';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../query-client.ts';

export { BusinessListPage as Component } from '@procure/vendor-feature-classification';
export const loader = listLoader(queryClient, businessListFilters, toBusinessQuery, businessPageQueryOptions);
