import { getSession } from '@procure/shared-api-client';
import type { OrderListQuery } from './order-api-types.ts';

/**
 * Query keys of purchase orders, rooted at the tenant (`['tenant', tenantId, 'orders', …]`) so that
 * switching tenant never shows another tenant's cached rows.
 */
export const orderKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'orders'] as const,
  lists: () => [...orderKeys.all(), 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all(), 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
};
