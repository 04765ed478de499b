/**
 * A query that fails is retried (react-query): every attempt passes through the middleware. The
 * same message for the same call is shown once while the first one is still on screen (spec §9:
 * 5 s), so one logical request gives one red message however many attempts it took.
 */
export const ERROR_DEDUPE_MS = 5000;

const shownAt = new Map<string, number>();

/** True when this message for this call may be shown now (and records that it was). */
export function shouldNotify(key: string, windowMs = ERROR_DEDUPE_MS, now = Date.now()): boolean {
  for (const [k, at] of shownAt) if (now - at >= windowMs) shownAt.delete(k);
  if (shownAt.has(key)) return false;
  shownAt.set(key, now);
  return true;
}

/** The identity of a logical request: method and address (query included), and the text shown. */
export function notifyKey(request: Request, message: string): string {
  return `${noticeId(request)}\n${message}`;
}

const READS = new Set(['GET', 'HEAD']);

/** True for a request that changes something (a form's submit): not GET or HEAD. */
export function isSubmit(request: Request): boolean {
  return !READS.has(request.method);
}

/**
 * The id of the red message of a call (the toaster replaces or dismisses a toast by id). A read is
 * one address with its query; a submit is its method and path, so that one form's submits share it.
 */
export function noticeId(request: Request): string {
  if (!isSubmit(request)) return `${request.method} ${request.url}`;
  const url = new URL(request.url);
  return `${request.method} ${url.origin}${url.pathname}`;
}

/** Forgets the messages shown for a call (its form was submitted again: a new refusal is news). */
export function forgetNotified(id: string): void {
  for (const key of shownAt.keys()) if (key.startsWith(`${id}\n`)) shownAt.delete(key);
}

/** Forgets every shown message (configureApiClient, tests). */
export function resetNotified(): void {
  shownAt.clear();
}
