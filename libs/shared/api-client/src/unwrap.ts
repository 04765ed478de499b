import { ApiError } from './api-error.ts';
import { isNonErrorCode } from './middleware.ts';

/** What openapi-fetch returns: the parsed body in `data` (2xx) or `error` (otherwise), and the response. */
// `data` is optional inside the envelope because openapi-fetch's types drop a `data: null` property.
export type FetchResult<T> = {
  data?: { code: number; data?: T; desc: string } | undefined;
  error?: unknown;
  response: Response;
};

/** The envelope's data and desc of a successful call; anything else throws ApiError. */
export function unwrapEnvelope<T>(result: FetchResult<T>): { data: T; desc: string } {
  const { data, response } = result;
  if (response.ok && data && typeof data.code === 'number' && isNonErrorCode(data.code)) {
    return { data: data.data as T, desc: data.desc };
  }
  throw ApiError.fromBody(response.status, data ?? result.error);
}

/** The envelope's data of a successful call; anything else throws ApiError. */
export function unwrap<T>(result: FetchResult<T>): T {
  return unwrapEnvelope(result).data;
}
