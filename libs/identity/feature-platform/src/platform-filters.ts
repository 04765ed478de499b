import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PlatformListQuery } from '@procure/identity-data-access';
import { listParams, type FilterDef, type ListQuery } from '@procure/shared-ui';

/** The URL's list query → the server query of both platform lists (keyword, status, cursor, size). */
export const toPlatformQuery = (query: ListQuery) =>
  listParams<PlatformListQuery>(query, { text: ['keyword', 'status'] });

/** Search by name or credit code, and the platform status. */
export function usePlatformFilters(): FilterDef[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Company name or credit code` },
      {
        key: 'status',
        label: t`Status`,
        kind: 'select',
        options: [
          { value: 'active', label: t`Normal` },
          { value: 'frozen', label: t`Frozen` },
        ],
      },
    ],
    [t],
  );
}
