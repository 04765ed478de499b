import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { listParams, type FilterDef, type FilterShape, type ListQuery } from '@procure/shared-ui';
import type { CertificatePageQuery } from '@procure/vendor-data-access';

/** The URL's list query → the server query of `/vendor/qualifications` (keyword, state, cursor, size). */
export const toCertificateQuery = (query: ListQuery): CertificatePageQuery =>
  listParams<CertificatePageQuery>(query, { text: ['keyword', 'state'] });

/** The list's filters as the URL holds them (the route's loader). */
export const certificateListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'state', kind: 'select' },
] as const satisfies readonly FilterShape[];

/** Search by supplier or certificate number; the state (due = expiring or expired). */
export function useCertificateFilters(): FilterDef[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        key: 'keyword',
        label: t`Keyword`,
        kind: 'text',
        placeholder: t`Supplier name or certificate no.`,
      },
      {
        key: 'state',
        label: t`State`,
        kind: 'select',
        options: [
          { value: 'due', label: t`Expiring or expired` },
          { value: 'expiring', label: t`Expiring soon` },
          { value: 'expired', label: t`Expired` },
          { value: 'valid', label: t`Valid` },
        ],
      },
    ],
    [t],
  );
}
