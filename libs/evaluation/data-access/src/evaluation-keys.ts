import { getSession } from '@procure/shared-api-client';

/** Query keys of supplier performance, rooted at the tenant (a tenant switch never shows another's rows). */
export const evaluationKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'evaluation'] as const,
  moulds: (query: object) => [...evaluationKeys.all(), 'moulds', query] as const,
  mould: (id: string) => [...evaluationKeys.all(), 'mould', id] as const,
  planOptions: () => [...evaluationKeys.all(), 'planOptions'] as const,
  plans: (query: object) => [...evaluationKeys.all(), 'plans', query] as const,
  plan: (id: string) => [...evaluationKeys.all(), 'plan', id] as const,
};
