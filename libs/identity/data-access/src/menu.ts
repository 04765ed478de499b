import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, getSession, unwrap } from '@procure/shared-api-client';
import { identityKeys } from './identity-keys.ts';

export type MenuItem = {
  menuCode: string;
  menuName: string;
  menuEnName: string;
  url: string | null;
  path: string;
  icon: string | null;
  showNewTag: boolean;
  approveNum: number;
  permissionKey: string | null;
  childMenus: MenuItem[];
};

export async function fetchMenu(): Promise<MenuItem[]> {
  return unwrap(await apiV1().GET('/menu/list'));
}

/** Cached after the first load (ARCHITECTURE §6); a new login clears the cache. */
export function menuQueryOptions(tenantId: string | null = getSession().tenantId) {
  return queryOptions({
    queryKey: identityKeys.menu(tenantId),
    queryFn: fetchMenu,
    staleTime: Infinity,
    retry: false,
  });
}

export function useMenu() {
  return useQuery(menuQueryOptions());
}
