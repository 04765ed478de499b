import { HStack, NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { childrenOf, findRegion, provinces, type Region } from '@procure/shared-regions';
import { useId, useMemo, useState } from 'react';

export type RegionCascaderProps = {
  /** The selected six-digit area code, or '' while no area is chosen. */
  value: string;
  /** Called with the area code once an area is picked, and with '' when a higher level changes. */
  onChange: (areaCode: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  disabled?: boolean;
  /** Id of the province select; without it, an enclosing Chakra `Field` gives it the field's id (its label's target). */
  id?: string;
};

type Level = { province: string; city: string };

function levelOf(areaCode: string): Level {
  const path = findRegion(areaCode);
  return { province: path?.province.code ?? '', city: path?.city.code ?? '' };
}

/** Province → city → area as three native selects; region names are Chinese in both languages. */
export function RegionCascader({ value, onChange, onBlur, invalid, disabled, id }: RegionCascaderProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [level, setLevel] = useState<Level>(() => levelOf(value));
  // The value we last saw or emitted: a different incoming value (form reset, edit dialog) re-seeds the levels.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setLevel(levelOf(value));
  }

  const provinceOptions = useMemo(() => provinces(), []);
  const cityOptions = useMemo(() => (level.province ? childrenOf(level.province) : []), [level.province]);
  const areaOptions = useMemo(() => (level.city ? childrenOf(level.city) : []), [level.city]);

  const emit = (areaCode: string) => {
    setSeen(areaCode);
    if (areaCode !== value) onChange(areaCode);
  };

  return (
    <HStack
      gap="2"
      width="full"
      // Touched only when focus leaves all three selects, so moving from province to city shows no error yet.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
    >
      <RegionSelect
        id={id}
        label={t`Province`}
        placeholder={t`Province`}
        options={provinceOptions}
        value={level.province}
        invalid={invalid}
        disabled={disabled}
        onChange={(province) => {
          setLevel({ province, city: '' });
          emit('');
        }}
      />
      <RegionSelect
        id={`${baseId}-city`}
        label={t`City`}
        placeholder={t`City`}
        options={cityOptions}
        value={level.city}
        invalid={invalid}
        disabled={disabled || !level.province}
        onChange={(city) => {
          setLevel((current) => ({ ...current, city }));
          emit('');
        }}
      />
      <RegionSelect
        id={`${baseId}-area`}
        label={t`District`}
        placeholder={t`District`}
        options={areaOptions}
        value={areaOptions.some((area) => area.code === value) ? value : ''}
        invalid={invalid}
        disabled={disabled || !level.city}
        onChange={emit}
      />
    </HStack>
  );
}

type RegionSelectProps = {
  id?: string | undefined;
  label: string;
  placeholder: string;
  options: Region[];
  value: string;
  invalid?: boolean | undefined;
  disabled?: boolean | undefined;
  onChange: (code: string) => void;
};

function RegionSelect({
  id,
  label,
  placeholder,
  options,
  value,
  invalid,
  disabled,
  onChange,
}: RegionSelectProps) {
  return (
    <NativeSelect.Root flex="1" minWidth="0" invalid={invalid} disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
