import type { Middleware } from 'openapi-fetch';
import { HEADERS, MONITORING_PACKAGE_CODE, NON_ERROR_CODES } from '@procure/shared-codes';
import { isEnvelopeLike } from './api-error.ts';
import { getConfig } from './config.ts';
import {
  ERROR_DEDUPE_MS,
  forgetNotified,
  isSubmit,
  noticeId,
  notifyKey,
  shouldNotify,
} from './notify-once.ts';
import { beginSessionTimeout, getSession } from './session.ts';

/** Pass as request headers to suppress the red message (spec §8; the address-book calls use it). */
export const HIDE_ERROR_HEADERS: Record<string, string> = { [HEADERS.hideError]: '1' };

const SESSION_TIMEOUT_STATUSES = new Set([401, 499]);

export function isNonErrorCode(code: number): boolean {
  return NON_ERROR_CODES.includes(code);
}

/** The red message, once per logical request (retries of a failing call repeat the same key). */
function notifyRequestError(request: Request, message: string): void {
  const config = getConfig();
  if (shouldNotify(notifyKey(request, message), config.errorDedupeMs ?? ERROR_DEDUPE_MS)) {
    config.notifyError(message, noticeId(request));
  }
}

/**
 * A form submitted again: the red message of its earlier refusal leaves the screen (the answer brings
 * a success message or a new refusal), and a refusal with the same text is shown again.
 */
function clearEarlierRefusal(request: Request): void {
  if (!isSubmit(request)) return;
  const id = noticeId(request);
  forgetNotified(id);
  getConfig().dismissError?.(id);
}

/**
 * A refusal whose text is one of its field errors: the form shows it on that field (setServerFieldErrors,
 * or a dialog's own field), so a red message would say it twice. A summary such as "Some fields are not
 * valid" differs from its fields' texts and is still shown.
 */
function shownOnField(body: { data?: unknown }, desc: string | undefined): boolean {
  if (!desc || typeof body.data !== 'object' || body.data === null) return false;
  const fields = (body.data as { fields?: unknown }).fields;
  return (
    Array.isArray(fields) &&
    fields.some((field) => typeof field === 'object' && field !== null && field.message === desc)
  );
}

function handleSessionTimeout(status: number): void {
  if (!beginSessionTimeout()) return; // spec §8: shown once at a time
  const config = getConfig();
  config.notifyError(`${config.timeoutMessage()} (${status})`);
  config.onSessionTimeout();
}

async function readEnvelope(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** Headers of spec §7 on every request; error catalogue of spec §8 on every response. */
export const procureMiddleware: Middleware = {
  onRequest({ request }) {
    const config = getConfig();
    const { token } = getSession();
    if (token) request.headers.set(HEADERS.token, token);
    request.headers.set(HEADERS.language, config.getLanguage());
    request.headers.set(HEADERS.appKey, config.appKey);
    clearEarlierRefusal(request);
    return request;
  },

  async onResponse({ request, response }) {
    if (SESSION_TIMEOUT_STATUSES.has(response.status)) {
      // Only a call made with a session can time out; without one the route guards send the
      // user to /login (a deep link opened while signed out must not say "time out").
      if (request.headers.get(HEADERS.token)) handleSessionTimeout(response.status);
      return response;
    }
    const hidden = request.headers.get(HEADERS.hideError) === '1';
    const body = await readEnvelope(response);
    const config = getConfig();
    if (isEnvelopeLike(body)) {
      if (isNonErrorCode(body.code)) return response;
      if (body.code === MONITORING_PACKAGE_CODE && config.onMonitoringPackage) {
        config.onMonitoringPackage();
        return response;
      }
      if (!hidden) {
        const desc = typeof body.desc === 'string' && body.desc ? body.desc : undefined;
        if (!shownOnField(body, desc)) notifyRequestError(request, desc ?? httpErrorText(response.status));
      }
      return response;
    }
    if (!response.ok && !hidden) notifyRequestError(request, httpErrorText(response.status));
    return response;
  },

  onError({ request, error }) {
    const config = getConfig();
    if (request.headers.get(HEADERS.hideError) !== '1') {
      const reason = isTimeout(error) ? 'timeout' : 'network';
      notifyRequestError(
        request,
        config.networkErrorMessage?.(reason) ??
          (reason === 'timeout' ? 'Request timed out' : 'Network error'),
      );
    }
    return error instanceof Error ? error : new Error(String(error));
  },
};

function httpErrorText(status: number): string {
  return getConfig().httpErrorMessage?.(status) ?? `HTTP ${status}`;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}
