import { t } from '@lingui/core/macro';
import { clearSession, configureApiClient } from '@procure/shared-api-client';
import type { AppKey } from '@procure/shared-codes';
import { activeWireLanguage } from '@procure/shared-i18n';
import { dismissToast, showErrorToast } from '@procure/shared-ui';
import type { QueryClient } from '@tanstack/react-query';
import { isTimeoutRedirectExempt, loginPath } from './login-target.ts';
import { monitoringPackageStore } from './monitoring-package.ts';

/** Spec §9: redirect delay after an authentication failure. */
export const AUTH_FAILURE_REDIRECT_MS = 3000;

export type SetupApiClientOptions = {
  appKey: AppKey;
  queryClient: QueryClient;
  /** The router's navigate (outside React: `router.navigate`). */
  navigate: (path: string) => unknown;
};

/**
 * Wires the api-client to the app: red messages through the toaster, the language header from
 * the active locale, the session timeout (message once, then /login or the mobile login tip after
 * 3 s) and the monitoring package modal (business code 2001).
 */
export function setupApiClient({ appKey, queryClient, navigate }: SetupApiClientOptions): void {
  configureApiClient({
    appKey,
    getLanguage: activeWireLanguage,
    notifyError: (message, id) => showErrorToast(message, t`Error`, id),
    dismissError: dismissToast,
    timeoutMessage: () => t`Time out, please re-login`,
    httpErrorMessage: (status) => t`The request failed (HTTP ${status}). Please try again later.`,
    networkErrorMessage: (reason) =>
      reason === 'timeout'
        ? t`The server did not answer within 60 seconds. Please try again.`
        : t`Could not reach the server. Check your connection and try again.`,
    onMonitoringPackage: () => monitoringPackageStore.open(),
    onSessionTimeout: () => {
      setTimeout(() => {
        clearSession();
        queryClient.clear();
        if (!isTimeoutRedirectExempt(window.location.pathname)) void navigate(loginPath());
      }, AUTH_FAILURE_REDIRECT_MS);
    },
  });
}
