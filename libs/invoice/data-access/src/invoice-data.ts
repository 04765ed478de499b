import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  getSession,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';

// Invoices (issue #15): the buyer's `/invoice/…` and `/financialSet/checkSetting`, the supplier's
// `/vendor/invoice/…`. Every mutation refreshes the invoices AND the orders (an invoice moves the ledger).

export type InvoicePage = DataOf<ApiV1Paths['/invoice/list']['get']['responses'][200]>;
export type InvoiceSummary = InvoicePage['items'][number];
export type InvoiceListQuery = NonNullable<ApiV1Paths['/invoice/list']['get']['parameters']['query']>;
export type InvoiceDetail = DataOf<ApiV1Paths['/invoice/detail/{id}']['get']['responses'][200]>;
export type InvoiceLine = InvoiceDetail['lines'][number];
export type InvoiceSubmitBody = BodyOf<ApiV1Paths['/vendor/invoice/submit']['post']>;
export type InvoiceableLine = DataOf<
  ApiV1Paths['/vendor/invoice/invoiceable']['get']['responses'][200]
>['items'][number];
export type OcrResult = DataOf<ApiV1Paths['/vendor/invoice/ocr']['post']['responses'][200]>;
export type CheckSetting = DataOf<ApiV1Paths['/financialSet/checkSetting']['get']['responses'][200]>;
/** Which portal's calls: the buyer's `/invoice/…` or the supplier's `/vendor/invoice/…`. */
export type InvoiceSide = 'buyer' | 'supplier';

/** Query keys rooted at the tenant, so that a tenant switch never shows another tenant's rows. */
export const invoiceKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'invoices'] as const,
  list: (side: InvoiceSide, query: InvoiceListQuery) => [...invoiceKeys.all(), side, 'list', query] as const,
  detail: (side: InvoiceSide, id: string) => [...invoiceKeys.all(), side, 'detail', id] as const,
  invoiceable: (orderCode: string) => [...invoiceKeys.all(), 'invoiceable', orderCode] as const,
  setting: () => [...invoiceKeys.all(), 'checkSetting'] as const,
};

export function invoicePageQueryOptions(side: InvoiceSide, query: InvoiceListQuery) {
  return queryOptions({
    queryKey: invoiceKeys.list(side, query),
    queryFn: async ({ signal }): Promise<InvoicePage> =>
      side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/invoice/list', { params: { query }, signal }))
        : unwrap(await apiV1().GET('/invoice/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useInvoicePage(side: InvoiceSide, query: InvoiceListQuery) {
  return useQuery(invoicePageQueryOptions(side, query));
}

/** The detail of either portal (same shape); the page shows its own "not found". */
export function useInvoiceDetail(side: InvoiceSide, id: string | undefined) {
  return useQuery({
    queryKey: invoiceKeys.detail(side, id ?? ''),
    queryFn: async ({ signal }): Promise<InvoiceDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/invoice/detail/{id}', options))
        : unwrap(await apiV1().GET('/invoice/detail/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

/** The supplier's order lines with something left to invoice. */
export function useInvoiceableLines(orderCode: string) {
  return useQuery({
    queryKey: invoiceKeys.invoiceable(orderCode),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/vendor/invoice/invoiceable', {
          params: { query: orderCode ? { orderCode } : {} },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvoiceMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      const tenant = getSession().tenantId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['tenant', tenant, 'orders'] }),
      ]);
    },
  });
}

export function useSubmitInvoice() {
  return useInvoiceMutation(async (body: InvoiceSubmitBody) =>
    unwrapEnvelope(await apiV1().POST('/vendor/invoice/submit', { body })),
  );
}

/** A returned invoice, corrected by its supplier: the same document back to review. */
export function useResubmitInvoice() {
  return useInvoiceMutation(async ({ id, body }: { id: string; body: InvoiceSubmitBody }) =>
    unwrapEnvelope(await apiV1().POST('/vendor/invoice/resubmit/{id}', { params: { path: { id } }, body })),
  );
}

/** OCR of an uploaded invoice file (type 41): the fields to prefill. */
export function useInvoiceOcr() {
  return useMutation({
    mutationFn: async (fileId: string) =>
      unwrapEnvelope(await apiV1().POST('/vendor/invoice/ocr', { body: { fileId } })),
  });
}

export type InvoiceAction = 'check' | 'examine';
export type InvoiceReasonAction = 'return' | 'void';

/** The buyer's check (tax verification) or examine (approval). */
export function useInvoiceAction() {
  return useInvoiceMutation(async ({ action, id }: { action: InvoiceAction; id: string }) =>
    action === 'check'
      ? unwrapEnvelope(await apiV1().POST('/invoice/check', { body: { id } }))
      : unwrapEnvelope(await apiV1().POST('/invoice/examine', { body: { id } })),
  );
}

/** The buyer's return to the supplier or void, both with a reason. */
export function useInvoiceReasonAction() {
  return useInvoiceMutation(
    async ({ action, id, reason }: { action: InvoiceReasonAction; id: string; reason: string }) =>
      action === 'return'
        ? unwrapEnvelope(await apiV1().POST('/invoice/return', { body: { id, reason } }))
        : unwrapEnvelope(await apiV1().POST('/invoice/void', { body: { id, reason } })),
  );
}

export function useCheckSetting() {
  return useQuery({
    queryKey: invoiceKeys.setting(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/financialSet/checkSetting', { signal })),
  });
}

export function useSaveCheckSetting() {
  return useInvoiceMutation(async (body: CheckSetting) =>
    unwrapEnvelope(await apiV1().POST('/financialSet/checkSetting', { body })),
  );
}
