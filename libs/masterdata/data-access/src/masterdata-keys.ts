import { getSession } from '@procure/shared-api-client';

/**
 * Query keys of the master data, rooted at the tenant so that a tenant switch never shows another
 * tenant's cached rows: `['tenant', id, 'masterdata', entity, 'lookup' | 'manage']`.
 */
export const masterdataKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'masterdata'] as const,
  entity: (entity: string) => [...masterdataKeys.all(), entity] as const,
  lookup: (entity: string) => [...masterdataKeys.entity(entity), 'lookup'] as const,
  manage: (entity: string) => [...masterdataKeys.entity(entity), 'manage'] as const,
  rates: (currencyCode?: string) => [...masterdataKeys.entity('rates'), currencyCode ?? 'all'] as const,
  setting: () => [...masterdataKeys.entity('procurementSetting')] as const,
};
