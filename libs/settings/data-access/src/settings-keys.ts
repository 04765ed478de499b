import { getSession } from '@procure/shared-api-client';

/** Query keys of personal settings, rooted at the tenant so that a tenant switch never shows stale rows. */
export const settingsKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'settings'] as const,
  messageSettings: () => [...settingsKeys.all(), 'messageSettings'] as const,
  finance: () => [...settingsKeys.all(), 'finance'] as const,
  workProxies: () => [...settingsKeys.all(), 'workProxies'] as const,
  colleagues: () => [...settingsKeys.all(), 'colleagues'] as const,
};
