import { getSession } from '@procure/shared-api-client';

/** Query keys of risk, rooted at the tenant so that a tenant switch never shows cached foreign rows. */
export const riskKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'risk'] as const,
  list: () => [...riskKeys.all(), 'list'] as const,
  vendor: (view: 'risk' | 'social', vendorId: string) => [...riskKeys.all(), view, vendorId] as const,
  record: (id: string) => [...riskKeys.all(), 'record', id] as const,
  records: (query: object) => [...riskKeys.all(), 'records', query] as const,
  invocations: (query: object) => [...riskKeys.all(), 'invocations', query] as const,
  settings: () => [...riskKeys.all(), 'settings'] as const,
  details: (vendorId: string) => [...riskKeys.all(), 'details', vendorId] as const,
};
