/** Every response body of the API (ARCHITECTURE.md §3). */
export type Envelope<T> = { code: number; data: T; desc: string };

export type FieldError = { path: string; code: string; message: string };
export type ErrorData = { errorCode: string; fields?: FieldError[] };
export type ErrorEnvelope = Envelope<ErrorData>;

/** Business codes the web apps do not treat as errors (spec §8). */
export const NON_ERROR_CODES: readonly number[] = [0, 200, 1000, 1002, 1102, 2002];
/** Business code: the monitoring package is not purchased or has expired (spec §8). */
export const MONITORING_PACKAGE_CODE = 2001;
export const SUCCESS_CODE = 0;

/** Request headers the web apps send (spec §7). */
export const HEADERS = {
  token: 'token',
  language: 'language',
  appKey: 'app-key',
  hideError: 'x-hide-error',
} as const;

export const WIRE_LANGUAGES = ['zh_cn', 'en_us'] as const;
export type WireLanguage = (typeof WIRE_LANGUAGES)[number];

export const APP_KEYS = ['buyer', 'supplier', 'ops'] as const;
export type AppKey = (typeof APP_KEYS)[number];
