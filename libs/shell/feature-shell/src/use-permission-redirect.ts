import { useLingui } from '@lingui/react/macro';
import { showErrorToast } from '@procure/shared-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_FAILURE_REDIRECT_MS } from './setup-api-client.ts';

/** Spec §6: missing route permission → error toast "no permission" (5 s), then /login after 3 s. */
export function usePermissionRedirect(denied: boolean, pathname: string): void {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Read through a ref: a language switch must not show the toast a second time.
  const texts = useRef({ title: '', message: '' });
  texts.current = { title: t`Error`, message: t`No permission` };
  useEffect(() => {
    if (!denied) return;
    showErrorToast(texts.current.message, texts.current.title);
    const timer = setTimeout(() => void navigate('/login', { replace: true }), AUTH_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, pathname, navigate]);
}
