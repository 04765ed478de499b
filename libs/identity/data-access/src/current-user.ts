import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, getSession, unwrap } from '@procure/shared-api-client';
import type { Site, WireLanguage } from '@procure/shared-codes';
import { identityKeys } from './identity-keys.ts';

export type CurrentUser = {
  employee: { id: string; empName: string; username: string; mobile: string | null; email: string | null };
  roles: { roleCode: string; roleName: string }[];
  workSite: 0 | 1;
  site: Site;
  loginTenantId: string | null;
  tenantList: { tenantId: string; enterpriseShortName: string }[];
  enterpriseInfoLogo: string | null;
  loginVdSiteVersion: string | null;
  vendorOperationManualUrl: string | null;
  vendorOperationManualFileName: string | null;
  permissions: string[];
  language: WireLanguage;
};

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return unwrap(await apiV1().GET('/employee/loginEmployee'));
}

export function currentUserQueryOptions(tenantId: string | null = getSession().tenantId) {
  return queryOptions({
    queryKey: identityKeys.currentUser(tenantId),
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The tenant the user is logged into, by its short name in the response's language. */
export function currentTenantName(user: CurrentUser): string | undefined {
  return user.tenantList.find((t) => t.tenantId === user.loginTenantId)?.enterpriseShortName;
}
