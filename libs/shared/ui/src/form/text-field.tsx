import { Input } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { useBoundField } from './bound-field.ts';
import type { BoundFieldProps } from './bound-field.ts';

export type TextFieldProps<T extends FieldValues, O = T> = BoundFieldProps<T, O> & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'password';
  autoComplete?: string;
  maxLength?: number;
};

/** A one-line text input bound to a form field: label, red required marker, translated error. */
export function TextField<T extends FieldValues, O = T>(props: TextFieldProps<T, O>) {
  const {
    label,
    required,
    helperText,
    disabled,
    placeholder,
    type = 'text',
    autoComplete,
    maxLength,
  } = props;
  const { field, error } = useBoundField(props);
  return (
    <FormField label={label} required={required} error={error} helperText={helperText} disabled={disabled}>
      <Input
        {...field}
        value={(field.value as string | undefined) ?? ''}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
      />
    </FormField>
  );
}
