import type { AppKey } from '@procure/shared-codes';

// Spec §9: the session token lives in session storage (gone when the tab closes).
export const TOKEN_STORAGE_KEY = 'procure.token';
// Spec §1: the operations platform keeps its tenant id under its own key.
export const TENANT_STORAGE_KEYS: Record<AppKey, string> = {
  buyer: 'procure.tenantId',
  supplier: 'procure.tenantId',
  ops: 'procure.ops.tenantId',
};

export type Session = { token: string | null; tenantId: string | null };

let appKey: AppKey = 'buyer';
let sessionTimeoutInProgress = false;
const listeners = new Set<(session: Session) => void>();

/** Called by configureApiClient; decides which tenant key this app reads and writes. */
export function setSessionAppKey(key: AppKey): void {
  appKey = key;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  const s = storage();
  return {
    token: s?.getItem(TOKEN_STORAGE_KEY) ?? null,
    tenantId: s?.getItem(TENANT_STORAGE_KEYS[appKey]) ?? null,
  };
}

export function setSession(session: { token: string; tenantId: string | null }): void {
  const s = storage();
  s?.setItem(TOKEN_STORAGE_KEY, session.token);
  if (session.tenantId) s?.setItem(TENANT_STORAGE_KEYS[appKey], session.tenantId);
  else s?.removeItem(TENANT_STORAGE_KEYS[appKey]);
  sessionTimeoutInProgress = false; // a new login may time out again
  notify();
}

export function clearSession(): void {
  const s = storage();
  s?.removeItem(TOKEN_STORAGE_KEY);
  s?.removeItem(TENANT_STORAGE_KEYS[appKey]);
  notify();
}

/** Lets React state follow login and logout (useSyncExternalStore). */
export function subscribeSession(listener: (session: Session) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  const session = getSession();
  for (const listener of listeners) listener(session);
}

/** True for the first 401/499 of a session; false while that timeout is already being handled. */
export function beginSessionTimeout(): boolean {
  if (sessionTimeoutInProgress) return false;
  sessionTimeoutInProgress = true;
  return true;
}

/** Allows the next timeout to be reported again (tests, configureApiClient). */
export function resetSessionTimeout(): void {
  sessionTimeoutInProgress = false;
}
