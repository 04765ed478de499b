import { getSession, subscribeSession } from '@procure/shared-api-client';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Navigate, redirect } from 'react-router';

const readToken = () => getSession().token;

/** Renders its children only with a session; without one (or once it is cleared) → /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeSession, readToken, () => null);
  if (!token) return <Navigate to="/login" replace />;
  return children;
}

/** The same rule for a route loader, so a guarded route's data is never requested without a session. */
export function requireAuthLoader(): Response | null {
  if (!getSession().token) throw redirect('/login');
  return null;
}
