import type { FieldError } from '@procure/shared-codes';

/** A failed call: HTTP status, the envelope's business code, the stable error code and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: number;
  readonly errorCode: string;
  readonly fields: FieldError[];
  /** The server's translated description (empty when the server sent none). */
  readonly desc: string;

  constructor(init: {
    status: number;
    code: number;
    errorCode: string;
    fields?: FieldError[];
    desc: string;
  }) {
    super(init.desc || `HTTP ${init.status} (${init.errorCode})`);
    this.status = init.status;
    this.code = init.code;
    this.errorCode = init.errorCode;
    this.fields = init.fields ?? [];
    this.desc = init.desc;
  }

  /** Builds the error from whatever body came back (an envelope, text, or nothing). */
  static fromBody(status: number, body: unknown): ApiError {
    if (isEnvelopeLike(body)) {
      const data = isRecord(body.data) ? body.data : {};
      return new ApiError({
        status,
        code: body.code,
        errorCode: typeof data['errorCode'] === 'string' ? data['errorCode'] : `http.${status}`,
        fields: Array.isArray(data['fields']) ? (data['fields'] as FieldError[]) : [],
        desc: typeof body.desc === 'string' ? body.desc : '',
      });
    }
    return new ApiError({ status, code: status, errorCode: `http.${status}`, desc: '' });
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}

export function isEnvelopeLike(x: unknown): x is { code: number; data?: unknown; desc?: unknown } {
  return isRecord(x) && typeof x['code'] === 'number';
}

export function isApiError(x: unknown): x is ApiError {
  return x instanceof ApiError;
}
