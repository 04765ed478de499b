import { certificatePageQueryOptions } from '@procure/vendor-data-access';
import { certificateListFilters, toCertificateQuery } from '@procure/vendor-feature-qualification';
import { listLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../../query-client.ts';

export { CertificateListPage as Component } from '@procure/vendor-feature-qualification';
export const loader = listLoader(
  queryClient,
  certificateListFilters,
  toCertificateQuery,
  certificatePageQueryOptions,
);
