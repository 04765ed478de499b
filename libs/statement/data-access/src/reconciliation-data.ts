import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { statementKeys, type StatementSide } from './statement-data.ts';

// Invoice reconciliation (issue #15, /assetsManagement/reconciliation; the supplier's /reconciliation): one
// supplier's order lines with received − returned, invoiced, requested, paid and the differences.

export type ReconciliationPage = DataOf<
  ApiV1Paths['/assetsManagement/reconciliation/list']['get']['responses'][200]
>;
export type ReconciliationLine = ReconciliationPage['items'][number];
export type ReconciliationTotals = ReconciliationPage['totals'][number];
export type ReconciliationQuery = NonNullable<
  ApiV1Paths['/assetsManagement/reconciliation/list']['get']['parameters']['query']
>;
export type VendorReconciliationQuery = NonNullable<
  ApiV1Paths['/vendor/reconciliation/list']['get']['parameters']['query']
>;

export const reconciliationKeys = {
  list: (side: StatementSide, query: object) =>
    [...statementKeys.all(), 'reconciliation', side, query] as const,
  vendors: () => [...statementKeys.all(), 'reconciliation', 'vendors'] as const,
};

/** The buyer's reconciliation of one supplier (nothing is asked before a supplier is chosen). */
export function useReconciliation(query: ReconciliationQuery | undefined) {
  return useQuery({
    queryKey: reconciliationKeys.list('buyer', query ?? {}),
    queryFn: async ({ signal }): Promise<ReconciliationPage> =>
      unwrap(
        await apiV1().GET('/assetsManagement/reconciliation/list', {
          params: { query: query as ReconciliationQuery },
          signal,
        }),
      ),
    enabled: Boolean(query?.vendorId),
    placeholderData: keepPreviousData,
  });
}

/** The supplier's own reconciliation with the current buyer. */
export function useVendorReconciliation(query: VendorReconciliationQuery) {
  return useQuery({
    queryKey: reconciliationKeys.list('supplier', query),
    queryFn: async ({ signal }): Promise<ReconciliationPage> =>
      unwrap(await apiV1().GET('/vendor/reconciliation/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The suppliers with orders to reconcile (filter options). */
export function useReconciliationVendors() {
  return useQuery({
    queryKey: reconciliationKeys.vendors(),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/assetsManagement/reconciliation/vendors', { signal })).items,
  });
}
