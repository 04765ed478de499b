import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { apiV1, getSession, setSession, unwrap, type ApiError } from '@procure/shared-api-client';
import type { VdSiteVersion } from '@procure/shared-codes';
import { currentUserQueryOptions } from './current-user.ts';
import { identityKeys } from './identity-keys.ts';

/**
 * Moves the session to another tenant: buyers through `GET /switchTenant`, suppliers through
 * `GET /switchVdTenant` (the site is the logged-in user's). The server keeps the token and changes the
 * session's tenant; here the stored tenant id follows, and the WHOLE query cache is cleared, since every
 * key is rooted at the tenant and nothing of the previous tenant may be shown again.
 */
export async function switchTenant(tenantId: string, site: 'buyer' | 'supplier'): Promise<void> {
  const query = { query: { tenantId } };
  const result =
    site === 'supplier'
      ? unwrap(await apiV1().GET('/switchVdTenant', { params: query }))
      : unwrap(await apiV1().GET('/switchTenant', { params: query }));
  const { token } = getSession();
  if (token) setSession({ token, tenantId: result.loginTenantId });
}

export function useSwitchTenant(): UseMutationResult<void, ApiError, string> {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (tenantId) => {
      const user = await queryClient.ensureQueryData(currentUserQueryOptions());
      await switchTenant(tenantId, user.site === 'supplier' ? 'supplier' : 'buyer');
    },
    // clear() rather than invalidate: mounted queries refetch under the new tenant's keys.
    onSuccess: () => queryClient.clear(),
  });
}

/** Supplier site version (`PUT /employee/vdSiteVersion`): `loginVdSiteVersion` of the current user follows. */
export async function saveVdSiteVersion(vdSiteVersion: VdSiteVersion): Promise<void> {
  unwrap(await apiV1().PUT('/employee/vdSiteVersion', { body: { vdSiteVersion } }));
}

export function useSaveVdSiteVersion(): UseMutationResult<void, ApiError, VdSiteVersion> {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, VdSiteVersion>({
    mutationFn: saveVdSiteVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.currentUser() }),
  });
}
