export { ApiError, isApiError } from './api-error.ts';
export { apiV1, bidApi, configureApiClient, gatewayClient } from './client.ts';
export type { ApiV1Paths, BidPaths } from './client.ts';
export type { ApiClientConfig } from './config.ts';
export { HIDE_ERROR_HEADERS } from './middleware.ts';
export {
  TENANT_STORAGE_KEYS,
  TOKEN_STORAGE_KEY,
  clearSession,
  getSession,
  resetSessionTimeout,
  setSession,
  subscribeSession,
} from './session.ts';
export type { Session } from './session.ts';
export { unwrap, unwrapEnvelope } from './unwrap.ts';
export type { FetchResult } from './unwrap.ts';
export type { BodyOf, DataOf, JsonOf } from './wire-types.ts';
