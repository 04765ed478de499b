import { useController } from 'react-hook-form';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** What every form field bound to a react-hook-form (useZodForm) form takes. */
export type BoundFieldProps<T extends FieldValues, O = T> = {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Translated label. */
  label: string;
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
  placeholder?: string;
};

/** The controller of a bound field; `error` is already translated by useZodForm / setServerFieldErrors. */
export function useBoundField<T extends FieldValues, O>({ control, name, disabled }: BoundFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name, disabled });
  return { field, error: fieldState.error?.message };
}
