import { useLogout } from '@procure/identity-data-access';
import { useNavigate } from 'react-router';

/** Logout: revoke on the server, clear the session and the cache, then /login. */
export function useLogoutAndLeave(): () => void {
  const logout = useLogout();
  const navigate = useNavigate();
  return () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });
}
