import type { AppKey, WireLanguage } from '@procure/shared-codes';

export type ApiClientConfig = {
  appKey: AppKey;
  /**
   * Shows the red message (5 s, closable). Receives the already translated text and, for a call's
   * message, its id: a later message with the same id replaces it (one per form, never stacked).
   */
  notifyError: (message: string, id?: string) => void;
  /**
   * Removes the red message `id` (from notifyError): a form submitted again, or answered with success,
   * takes its earlier refusal off the screen.
   */
  dismissError?: (id: string) => void;
  /** HTTP 401/499: called once at a time; the app clears the session and goes to /login after 3 s. */
  onSessionTimeout: () => void;
  getLanguage: () => WireLanguage;
  /** "Time out, please re-login" in the active language. */
  timeoutMessage: () => string;
  /** Business code 2001: the monitoring package is not purchased or has expired. */
  onMonitoringPackage?: () => void;
  /** Text for a failure without a server description (HTTP status only, e.g. a proxy's 502). */
  httpErrorMessage?: (status: number) => string;
  /** Text for a network failure or the 60 s request timeout. */
  networkErrorMessage?: (reason: 'timeout' | 'network') => string;
  /** For tests: openapi-fetch captures `fetch` when the client is created (STACK trap 8). */
  fetch?: (request: Request) => Promise<Response>;
  /** Prefix for the gateway base URLs; empty in the browser (same origin through the proxy), absolute in node tests. */
  origin?: string;
  /** How long the same red message of the same call is not repeated (retries); default 5 s. */
  errorDedupeMs?: number;
  /** Spec §9: 60 seconds. */
  requestTimeoutMs?: number;
};

export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;

const defaults: ApiClientConfig = {
  appKey: 'buyer',
  notifyError: (message) => console.error(message),
  onSessionTimeout: () => undefined,
  getLanguage: () => 'zh_cn',
  timeoutMessage: () => 'Time out, please re-login',
};

let current: ApiClientConfig = defaults;

export function getConfig(): ApiClientConfig {
  return current;
}

export function replaceConfig(next: ApiClientConfig): void {
  current = next;
}
