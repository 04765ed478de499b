import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** The part of the api-client's ApiError this needs (ui libraries do not import data-access). */
export type ServerFieldErrors = { fields: readonly { path: string; code: string; message: string }[] };

/**
 * Puts the server's field errors (already translated by the server) onto the form fields and
 * focuses the first one. Returns how many were set, so the caller can fall back to a toast when 0.
 */
export function setServerFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  error: ServerFieldErrors,
): number {
  let first = true;
  for (const field of error.fields) {
    form.setError(
      field.path as FieldPath<T>,
      { type: field.code, message: field.message },
      { shouldFocus: first },
    );
    first = false;
  }
  return error.fields.length;
}
