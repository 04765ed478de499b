import { getSession, subscribeSession } from '@procure/shared-api-client';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Navigate, redirect } from 'react-router';
import { loginPath } from './login-target.ts';

const readToken = () => getSession().token;

/** Renders its children only with a session; without one (or once it is cleared) → /login (the mobile login tip in a messenger browser). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(subscribeSession, readToken, () => null);
  if (!token) return <Navigate to={loginPath()} replace />;
  return children;
}

/** The same rule for a route loader, so a guarded route's data is never requested without a session. */
export function requireAuthLoader(): Response | null {
  if (!getSession().token) throw redirect(loginPath());
  return null;
}
