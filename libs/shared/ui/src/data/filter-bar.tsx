import { Button, Field, HStack, Input, Menu, NativeSelect, Portal, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, RotateCcw, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { FilterDef, FilterOption, FilterValue, FilterValues, RangeValue } from './list-query.ts';

export type FilterBarProps = {
  filters: readonly FilterDef[];
  /** The applied values (from `useListQuery().query.filters`). */
  values: FilterValues;
  onApply: (values: FilterValues) => void;
};

/**
 * The filters above a list. Edits stay local until Search (or Enter); Reset clears them all. With
 * `useListQuery` the applied values live in the URL.
 */
export function FilterBar({ filters, values, onApply }: FilterBarProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<FilterValues>(values);
  const applied = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-sync when the applied values change (back button)
  useEffect(() => setDraft(values), [applied]);

  const set = (key: string, value: FilterValue | undefined) =>
    setDraft((old) => {
      const next = { ...old };
      if (value === undefined) delete next[key];
      else next[key] = value;
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form role="search" aria-label={t`Filters`} onSubmit={submit}>
      <Wrap gap="3" align="flex-end">
        {filters.map((def) => (
          <Field.Root key={def.key} width="auto">
            <Field.Label textStyle="xs" color="fg.muted">
              {def.label}
            </Field.Label>
            <FilterInput def={def} value={draft[def.key]} onChange={(v) => set(def.key, v)} />
          </Field.Root>
        ))}
        <HStack gap="2">
          <Button type="submit" size="sm">
            <Search />
            <Trans>Search</Trans>
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            <RotateCcw />
            <Trans>Reset</Trans>
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}

type InputProps = {
  def: FilterDef;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
};

function FilterInput({ def, value, onChange }: InputProps) {
  const { t } = useLingui();
  switch (def.kind) {
    case 'text':
      return (
        <Input
          size="sm"
          width="48"
          placeholder={def.placeholder}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value || undefined)}
        />
      );
    case 'multiSelect':
      return (
        <MultiSelect options={def.options} value={Array.isArray(value) ? value : []} onChange={onChange} />
      );
    case 'select':
      return <AsyncSelect def={def} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'dateRange':
    case 'amountRange': {
      const range: RangeValue = isRange(value) ? value : { from: '', to: '' };
      const amount = def.kind === 'amountRange';
      const change = (part: keyof RangeValue, text: string) => {
        const next = { ...range, [part]: text };
        onChange(next.from || next.to ? next : undefined);
      };
      return (
        <HStack gap="1">
          <Input
            size="sm"
            width={amount ? '24' : '36'}
            type={amount ? 'text' : 'date'}
            inputMode={amount ? 'decimal' : undefined}
            aria-label={t`${def.label} from`}
            placeholder={amount ? t`Min` : undefined}
            value={range.from}
            onChange={(e) => change('from', e.target.value)}
          />
          <Text color="fg.muted" aria-hidden>
            –
          </Text>
          <Input
            size="sm"
            width={amount ? '24' : '36'}
            type={amount ? 'text' : 'date'}
            inputMode={amount ? 'decimal' : undefined}
            aria-label={t`${def.label} to`}
            placeholder={amount ? t`Max` : undefined}
            value={range.to}
            onChange={(e) => change('to', e.target.value)}
          />
        </HStack>
      );
    }
  }
}

const isRange = (value: FilterValue | undefined): value is RangeValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function MultiSelect({
  options,
  value,
  onChange,
}: {
  options: FilterOption[];
  value: string[];
  onChange: (value: string[] | undefined) => void;
}) {
  const { t } = useLingui();
  const chosen = options.filter((o) => value.includes(o.value));
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" width="40" justifyContent="space-between" fontWeight="normal">
          <Text truncate>{chosen.length === 0 ? t`All` : chosen.map((o) => o.label).join(', ')}</Text>
          <ChevronDown />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {options.map((option) => (
              <Menu.CheckboxItem
                key={option.value}
                value={option.value}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked)}
              >
                {option.label}
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function AsyncSelect({
  def,
  value,
  onChange,
}: {
  def: Extract<FilterDef, { kind: 'select' }>;
  value: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useLingui();
  const [loaded, setLoaded] = useState<FilterOption[] | undefined>(undefined);
  const { loadOptions } = def;
  useEffect(() => {
    if (!loadOptions) return;
    let live = true;
    loadOptions()
      .then((options) => live && setLoaded(options))
      .catch(() => live && setLoaded([]));
    return () => {
      live = false;
    };
  }, [loadOptions]);
  const options = def.options ?? loaded ?? [];
  return (
    <NativeSelect.Root size="sm" width="48">
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{loadOptions && !loaded && !def.options ? t`Loading…` : t`All`}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
