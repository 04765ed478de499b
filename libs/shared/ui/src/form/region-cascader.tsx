import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { childrenOf, findRegion, provinces } from '@procure/shared-regions';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

export type RegionCascaderProps = {
  /** The six-digit area code, or '' while not chosen. */
  value: string;
  onChange: (areaCode: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group (the field label). */
  label: string;
};

/**
 * Province → city → area, three native selects (fast and keyboard usable). The value is the area
 * code only: province and city follow from it (GB/T 2260), so they can never disagree.
 */
export function RegionCascader({ value, onChange, onBlur, disabled, invalid, label }: RegionCascaderProps) {
  const { t } = useLingui();
  const path = value ? findRegion(value) : undefined;
  // A province or city picked before an area is chosen lives here until the area completes the value.
  const [draft, setDraft] = useState<{ province: string; city: string }>({ province: '', city: '' });
  const province = path?.province.code ?? draft.province;
  const city = path?.city.code ?? draft.city;
  const area = path?.area.code ?? '';
  const cities = province ? childrenOf(province) : [];
  const areas = city ? childrenOf(city) : [];

  const select = (
    name: string,
    current: string,
    options: { code: string; name: string }[],
    placeholder: string,
    change: (code: string) => void,
  ) => (
    <NativeSelect.Root disabled={disabled || options.length === 0} invalid={invalid}>
      <NativeSelect.Field
        aria-label={name}
        value={current}
        onChange={(e) => change(e.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <SimpleGrid columns={3} gap="2" role="group" aria-label={label} w="full">
      {select(t`Province`, province, provinces(), t`Province`, (code) => {
        setDraft({ province: code, city: '' });
        onChange('');
      })}
      {select(t`City`, city, cities, t`City`, (code) => {
        setDraft({ province, city: code });
        onChange('');
      })}
      {select(t`District`, area, areas, t`District`, (code) => {
        setDraft({ province, city });
        onChange(code);
      })}
    </SimpleGrid>
  );
}

/** The region cascader bound to a form field holding the area code (validate it with `rules.regionCode`). */
export function RegionField<T extends FieldValues, O = T>(props: BoundFieldProps<T, O>) {
  const { label, required, helperText, disabled } = props;
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <RegionCascader
        label={label}
        value={(field.value as string | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        invalid={Boolean(error)}
      />
    </FormField>
  );
}
