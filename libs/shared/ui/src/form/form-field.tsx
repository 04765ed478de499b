import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type FormFieldProps = {
  label: string;
  required?: boolean;
  /** Already translated (useZodForm and setServerFieldErrors put translated messages on the form). */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  children: ReactNode;
};

/** Label with a red required marker, the control, then the error (or the helper text). */
export function FormField({ label, required, error, helperText, disabled, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} disabled={disabled} gap="1">
      <Field.Label fontWeight="medium">
        {label}
        <Field.RequiredIndicator color="fg.error" />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helperText ? (
        <Field.HelperText>{helperText}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
