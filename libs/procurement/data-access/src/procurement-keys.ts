import { getSession } from '@procure/shared-api-client';
import type { PurchaseApplyListQuery } from './purchase-apply-types.ts';

/**
 * Query keys of purchase requests, rooted at the tenant so that a tenant switch never shows another
 * tenant's cached requests.
 */
export const procurementKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'purchaseApply'] as const,
  lists: () => [...procurementKeys.all(), 'list'] as const,
  list: (query: PurchaseApplyListQuery) => [...procurementKeys.lists(), query] as const,
  details: () => [...procurementKeys.all(), 'detail'] as const,
  detail: (id: string) => [...procurementKeys.details(), id] as const,
  budgetCheck: (id: string) => [...procurementKeys.detail(id), 'budgetCheck'] as const,
};
