import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import {
  listParams,
  useCodeOptions,
  type FilterDef,
  type FilterShape,
  type ListQuery,
} from '@procure/shared-ui';
import { classOptions, useVendorClasses, type SupplierPageQuery } from '@procure/vendor-data-access';

/** The URL's list query → the server query of `/vendor` (keyword, status, class, cursor, size). */
export const toSupplierQuery = (query: ListQuery): SupplierPageQuery =>
  listParams<SupplierPageQuery>(query, { text: ['keyword', 'classId'], number: ['status'] });

/** The list's filters as the URL holds them (keys and kinds of the filter bar below; the route's loader). */
export const supplierListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'status', kind: 'select' },
  { key: 'classId', kind: 'select' },
] as const satisfies readonly FilterShape[];

/** Search by name or credit code, the supplier status and the class (a first-level class includes its children). */
export function useSupplierFilters(): FilterDef[] {
  const { t } = useLingui();
  const statusOptions = useCodeOptions('supplierStatus');
  const classes = useVendorClasses();
  const classChoices = useMemo(() => classOptions(classes.data ?? []), [classes.data]);
  return useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Supplier name or credit code` },
      { key: 'status', label: t`Status`, kind: 'select', options: statusOptions },
      { key: 'classId', label: t`Class`, kind: 'select', options: classChoices },
    ],
    [t, statusOptions, classChoices],
  );
}
