import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope, type ApiV1Paths, type DataOf } from '@procure/shared-api-client';
import { masterdataKeys } from './masterdata-keys.ts';

// The finance view of the invoice titles (issue #15, /assetsManagement/invoiceTitle): the same entity as
// the master-data tab, under finance:invoice, with the default title. Every change refreshes both views and
// every title picker (one key root: masterdataKeys.entity('invoiceTitles')).

type ListResponse = ApiV1Paths['/assetsManagement/invoiceTitle/list']['get']['responses'][200];
export type FinanceInvoiceTitle = DataOf<ListResponse>[number];
export type InvoiceTitleSaveBody =
  ApiV1Paths['/assetsManagement/invoiceTitle/save']['post']['requestBody']['content']['application/json'];

const ENTITY = 'invoiceTitles';

export const financeInvoiceTitlesQueryOptions = () =>
  queryOptions({
    queryKey: [...masterdataKeys.entity(ENTITY), 'finance'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/assetsManagement/invoiceTitle/list', { signal })),
  });
export const useFinanceInvoiceTitles = () => useQuery(financeInvoiceTitlesQueryOptions());

function useInvalidateTitles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: masterdataKeys.entity(ENTITY) });
}

export function useSaveInvoiceTitle() {
  const onSuccess = useInvalidateTitles();
  return useMutation({
    mutationFn: async (body: InvoiceTitleSaveBody) =>
      unwrapEnvelope(await apiV1().POST('/assetsManagement/invoiceTitle/save', { body })),
    onSuccess,
  });
}

export function useSetInvoiceTitleStatus() {
  const onSuccess = useInvalidateTitles();
  return useMutation({
    mutationFn: async (body: { id: string; disabled: boolean }) =>
      unwrapEnvelope(await apiV1().POST('/assetsManagement/invoiceTitle/status', { body })),
    onSuccess,
  });
}

export function useSetDefaultInvoiceTitle() {
  const onSuccess = useInvalidateTitles();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/assetsManagement/invoiceTitle/setDefault', { body: { id } })),
    onSuccess,
  });
}
