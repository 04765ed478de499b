import { getSession } from '@procure/shared-api-client';

/** Query keys of the identity domain, rooted at the tenant so that a tenant switch never mixes caches. */
export const identityKeys = {
  all: (tenantId: string | null = getSession().tenantId) =>
    ['tenant', tenantId ?? 'none', 'identity'] as const,
  currentUser: (tenantId?: string | null) => [...identityKeys.all(tenantId), 'currentUser'] as const,
  menu: (tenantId?: string | null) => [...identityKeys.all(tenantId), 'menu'] as const,
  language: (tenantId?: string | null) => [...identityKeys.all(tenantId), 'language'] as const,
};
