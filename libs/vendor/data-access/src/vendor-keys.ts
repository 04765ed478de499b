import { getSession } from '@procure/shared-api-client';

/**
 * Query keys of the vendor domain, rooted at the tenant (`['tenant', tenantId, 'vendor', …]`) so that
 * switching tenant never shows another tenant's cached rows.
 */
export const vendorKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'vendor'] as const,
  list: () => [...vendorKeys.all(), 'list'] as const,
  overview: (vendorId: string) => [...vendorKeys.all(), 'overview', vendorId] as const,
  mine: () => [...vendorKeys.all(), 'mine'] as const,
};
