import { Button, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Department } from '@procure/company-data-access';
import { Search } from 'lucide-react';

/** What the staff list's search bar holds until Search (or Enter) applies it. */
export type StaffFilterValues = { keyword: string; departmentId: string; status: string };

export type StaffFiltersProps = {
  filters: StaffFilterValues;
  onChange: (filters: StaffFilterValues) => void;
  departments: readonly Department[];
  onSearch: () => void;
};

/** The staff list's search bar: keyword, department, status. */
export function StaffFilters({ filters, onChange, departments, onSearch }: StaffFiltersProps) {
  const { t } = useLingui();
  return (
    <Wrap gap="3" mb="4" align="center">
      <Input
        maxW="64"
        placeholder={t`Name, username or mobile`}
        value={filters.keyword}
        onChange={(e) => onChange({ ...filters, keyword: e.target.value })}
        onKeyDown={(e) => e.key === 'Enter' && onSearch()}
      />
      <NativeSelect.Root maxW="48">
        <NativeSelect.Field
          aria-label={t`Department`}
          value={filters.departmentId}
          onChange={(e) => onChange({ ...filters, departmentId: e.target.value })}
        >
          <option value="">{t`All departments`}</option>
          {departments.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root maxW="40">
        <NativeSelect.Field
          aria-label={t`Status`}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value })}
        >
          <option value="">{t`All statuses`}</option>
          <option value="enabled">{t`Enabled`}</option>
          <option value="disabled">{t`Disabled`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button variant="outline" onClick={onSearch}>
        <Search />
        <Trans>Search</Trans>
      </Button>
    </Wrap>
  );
}
