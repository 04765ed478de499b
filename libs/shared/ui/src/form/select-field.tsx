import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { codeEntries } from '@procure/shared-codes';
import type { CodeSet } from '@procure/shared-codes';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** The options of a code set of DOMAIN.md §2, labelled in the active language (values as strings). */
export function useCodeOptions(set: CodeSet): SelectOption[] {
  const { i18n } = useLingui();
  return codeEntries(set).map((entry) => ({ value: String(entry.code), label: i18n._(entry.label) }));
}

export type SelectFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  options: readonly SelectOption[];
};

/** A native select (keyboard and screen-reader friendly everywhere) bound to a form field. */
export function SelectField<T extends FieldValues, O = T>(props: SelectFieldProps<T, O>) {
  const { label, required, helperText, disabled, placeholder, options } = props;
  const { t } = useLinguiMacro();
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={(field.value as string | undefined) ?? ''}>
          <option value="">{placeholder ?? t`Please select`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
