import type { FieldIssue } from '@procure/shared-validation';

/** The statuses the API answers errors with (docs/conventions.md). */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 422, 429, 500, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type AppErrorOptions = {
  fields?: FieldIssue[];
  cause?: unknown;
  /** A special business code of spec §8 answered as the envelope's `code` instead of the status (2001). */
  businessCode?: number;
};

/**
 * The one error type of the API: an HTTP status, a stable error code (translated by the error
 * handler in the request's language) and optional message values and field errors.
 */
export class AppError extends Error {
  readonly status: ErrorStatus;
  readonly errorCode: string;
  readonly values: Record<string, string | number> | undefined;
  readonly fields: FieldIssue[] | undefined;
  readonly businessCode: number | undefined;

  constructor(
    status: ErrorStatus,
    errorCode: string,
    values?: Record<string, string | number>,
    options: AppErrorOptions = {},
  ) {
    super(errorCode, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.status = status;
    this.errorCode = errorCode;
    this.values = values;
    this.fields = options.fields;
    this.businessCode = options.businessCode;
  }
}

/** A 400 `validation.failed` for checks only the server can make (e.g. a region that does not exist). */
export function fieldError(path: string, code: string, params?: Record<string, string | number>): AppError {
  return new AppError(400, 'validation.failed', undefined, {
    fields: [params ? { path, code, params } : { path, code }],
  });
}
