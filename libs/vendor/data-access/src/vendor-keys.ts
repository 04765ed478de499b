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
  invitations: (state?: string) =>
    state
      ? ([...vendorKeys.all(), 'invitations', state] as const)
      : ([...vendorKeys.all(), 'invitations'] as const),
  applications: (status: number | 'all') => [...vendorKeys.all(), 'applications', status] as const,
  application: (id: string) => [...vendorKeys.all(), 'application', id] as const,
  myApplication: () => [...vendorKeys.all(), 'myApplication'] as const,
  myProfile: () => [...vendorKeys.all(), 'myProfile'] as const,
  file: (vendorId: string) => [...vendorKeys.all(), 'file', vendorId] as const,
  change: (id: string) => [...vendorKeys.all(), 'change', id] as const,
  lifecycle: (vendorId: string) => [...vendorKeys.all(), 'lifecycle', vendorId] as const,
  statusHistory: (vendorId: string) => [...vendorKeys.all(), 'statusHistory', vendorId] as const,
  classes: () => [...vendorKeys.all(), 'classes'] as const,
  conversions: () => [...vendorKeys.all(), 'conversions'] as const,
  classification: (vendorId: string) => [...vendorKeys.all(), 'classification', vendorId] as const,
  myClass: () => [...vendorKeys.all(), 'myClass'] as const,
  customers: () => [...vendorKeys.all(), 'customers'] as const,
  openInvitations: () => [...vendorKeys.all(), 'openInvitations'] as const,
};
