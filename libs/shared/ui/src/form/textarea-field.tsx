import { Field, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { REMARK_MAX_UNITS, remarkLength } from '@procure/shared-validation';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

export type TextareaFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  /**
   * `remark` (default): the remark limit of spec §5, a Chinese character counts 2 (500 units, 250 Chinese);
   * `characters`: every character counts 1 (purchase remarks of 100 / 1000).
   */
  counting?: 'remark' | 'characters';
  max?: number;
  rows?: number;
};

/** A multi-line text bound to a form field, with a live counter that turns red past the limit. */
export function TextareaField<T extends FieldValues, O = T>(props: TextareaFieldProps<T, O>) {
  const { label, required, helperText, disabled, placeholder, counting = 'remark', rows = 3 } = props;
  const max = props.max ?? REMARK_MAX_UNITS;
  const { t } = useLingui();
  const { field, error } = useBoundField(props);
  const value = (field.value as string | undefined) ?? '';
  const used = counting === 'remark' ? remarkLength(value) : [...value].length;
  const over = used > max;
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <Textarea {...field} value={value} rows={rows} placeholder={placeholder} />
      <Field.HelperText
        alignSelf="flex-end"
        color={over ? 'fg.error' : 'fg.muted'}
        fontVariantNumeric="tabular-nums"
        aria-live="polite"
        title={counting === 'remark' ? t`A Chinese character counts as 2` : undefined}
      >
        {used} / {max}
      </Field.HelperText>
    </FormField>
  );
}
