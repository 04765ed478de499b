import { ApiError } from '@procure/shared-api-client';

type Errors = Record<string, string>;

/** The server's field errors of a failed mutation, by field path. */
export const fieldErrors = (error: unknown): Errors =>
  error instanceof ApiError ? Object.fromEntries(error.fields.map((f) => [f.path, f.message])) : {};

/** The failure's message when it is not about a field (shown under the form). */
export const failure = (error: unknown) =>
  error instanceof ApiError && error.fields.length === 0 ? error.desc : null;
