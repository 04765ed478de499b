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
  return `${request.method} ${request.url}\n${message}`;
}

/** Forgets every shown message (configureApiClient, tests). */
export function resetNotified(): void {
  shownAt.clear();
}
