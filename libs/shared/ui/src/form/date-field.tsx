import { HStack, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

export type DateFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  /** `YYYY-MM-DD` bounds (the need-by date cannot be in the past: pass today as `min`). */
  min?: string;
  max?: string;
};

/** A calendar date (`YYYY-MM-DD` string) with the browser's native, keyboard-usable date input. */
export function DateField<T extends FieldValues, O = T>(props: DateFieldProps<T, O>) {
  const { label, required, helperText, disabled, min, max } = props;
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <Input {...field} value={(field.value as string | undefined) ?? ''} type="date" min={min} max={max} />
    </FormField>
  );
}

/** A date range value: both ends optional while filling in. */
export type DateRange = { from?: string; to?: string };

export type DateRangeFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  min?: string;
  max?: string;
};

/** Two native date inputs; each end limits the other, so "to" can never be before "from". */
export function DateRangeField<T extends FieldValues, O = T>(props: DateRangeFieldProps<T, O>) {
  const { label, required, helperText, disabled, min, max } = props;
  const { t } = useLingui();
  const { field, error } = useBoundField(props);
  const range = (field.value as DateRange | undefined) ?? {};
  const set = (patch: DateRange) => field.onChange({ ...range, ...patch });
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <HStack gap="2" w="full" role="group" aria-label={label}>
        <Input
          type="date"
          aria-label={t`Start date`}
          value={range.from ?? ''}
          min={min}
          max={range.to || max}
          onChange={(e) => set({ from: e.target.value || undefined })}
          onBlur={field.onBlur}
          ref={field.ref}
          name={`${field.name}.from`}
        />
        <Text aria-hidden color="fg.muted">
          –
        </Text>
        <Input
          type="date"
          aria-label={t`End date`}
          value={range.to ?? ''}
          min={range.from || min}
          max={max}
          onChange={(e) => set({ to: e.target.value || undefined })}
          onBlur={field.onBlur}
          name={`${field.name}.to`}
        />
      </HStack>
    </FormField>
  );
}
