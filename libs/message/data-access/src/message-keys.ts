import { getSession } from '@procure/shared-api-client';

export type MessageListFilters = {
  read?: 'true' | 'false';
  kind?: 'approvalTask' | 'approvalResult' | 'orderCreated' | 'notice';
  page?: number;
  pageSize?: number;
};

/** Query keys of the message center, rooted at the tenant (a tenant switch never shows cached rows). */
export const messageKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'messages'] as const,
  lists: () => [...messageKeys.all(), 'list'] as const,
  list: (filters: MessageListFilters) => [...messageKeys.lists(), filters] as const,
  detail: (id: string) => [...messageKeys.all(), 'detail', id] as const,
  count: () => [...messageKeys.all(), 'count'] as const,
  cartCount: (tenantId: string | null = getSession().tenantId) =>
    ['tenant', tenantId, 'shopcart', 'num'] as const,
};
