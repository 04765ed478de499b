import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { listParams, type FilterDef, type FilterShape, type ListQuery } from '@procure/shared-ui';
import {
  classOptions,
  useVendorClasses,
  useVendorLevels,
  type BusinessQuery,
} from '@procure/vendor-data-access';

/** The URL's list query → the server query of `/vendor/business` (keyword, class, level, cursor, size). */
export const toBusinessQuery = (query: ListQuery): BusinessQuery =>
  listParams<BusinessQuery>(query, { text: ['keyword', 'classId', 'levelId'] });

/** The list's filters as the URL holds them (the route's loader). */
export const businessListFilters = [
  { key: 'keyword', kind: 'text' },
  { key: 'classId', kind: 'select' },
  { key: 'levelId', kind: 'select' },
] as const satisfies readonly FilterShape[];

/** Supplier name, class (a first-level class includes its children), level (or none). */
export function useBusinessFilters(): FilterDef[] {
  const { t } = useLingui();
  const classes = useVendorClasses();
  const levels = useVendorLevels();
  const classChoices = useMemo(() => classOptions(classes.data ?? []), [classes.data]);
  const levelChoices = useMemo(
    () => [
      ...(levels.data ?? []).map((l) => ({ value: l.id, label: `${l.code} ${l.name}` })),
      { value: 'none', label: t`No level` },
    ],
    [levels.data, t],
  );
  return useMemo(
    () => [
      { key: 'keyword', label: t`Keyword`, kind: 'text', placeholder: t`Supplier name` },
      { key: 'classId', label: t`Class`, kind: 'select', options: classChoices },
      { key: 'levelId', label: t`Supplier level`, kind: 'select', options: levelChoices },
    ],
    [t, classChoices, levelChoices],
  );
}
