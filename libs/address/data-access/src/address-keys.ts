import { getSession } from '@procure/shared-api-client';

export type AddressListFilters = Record<string, never>;

/**
 * Query keys of the address book, rooted at the tenant (`['tenant', tenantId, 'addresses', …]`) so
 * that switching tenant never shows another tenant's cached rows. Without an explicit tenant, the
 * session's current tenant is used.
 */
export const addressKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'addresses'] as const,
  lists: () => [...addressKeys.all(), 'list'] as const,
  list: (filters: AddressListFilters = {}) => [...addressKeys.lists(), filters] as const,
  details: () => [...addressKeys.all(), 'detail'] as const,
  detail: (id: string) => [...addressKeys.details(), id] as const,
};
