import { purchaseApplyListOptions } from '@procure/procurement-data-access';
import { applyListFilters, toApplyListQuery } from '@procure/procurement-feature-apply';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../../query-client.ts';

export { MyApplyPage as Component } from '@procure/procurement-feature-apply';
export const loader = listLoader(queryClient, applyListFilters, toApplyListQuery, purchaseApplyListOptions);
