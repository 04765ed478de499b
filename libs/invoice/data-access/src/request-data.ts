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
import { invoiceKeys, type InvoiceSide } from './invoice-data.ts';

// Invoice requests (issue #15, /assetsManagement): the buyer's `/assetsManagement/invoiceRequest/…`, the
// supplier's `/vendor/invoiceRequest/…`. Keys live under the invoices', so an invoice submitted against a
// request refreshes both.

const BUYER = '/assetsManagement/invoiceRequest';

export type RequestPage = DataOf<
  ApiV1Paths['/assetsManagement/invoiceRequest/list']['get']['responses'][200]
>;
export type RequestSummary = RequestPage['items'][number];
export type RequestListQuery = NonNullable<
  ApiV1Paths['/assetsManagement/invoiceRequest/list']['get']['parameters']['query']
>;
export type RequestDetail = DataOf<
  ApiV1Paths['/assetsManagement/invoiceRequest/detail/{id}']['get']['responses'][200]
>;
export type RequestLine = RequestDetail['lines'][number];
export type RequestableLine = DataOf<
  ApiV1Paths['/assetsManagement/invoiceRequest/requestable']['get']['responses'][200]
>['items'][number];
export type CreateRequestBody = BodyOf<ApiV1Paths['/assetsManagement/invoiceRequest/create']['post']>;
export type RequestPreview = DataOf<
  ApiV1Paths['/assetsManagement/invoiceRequest/preview']['post']['responses'][200]
>;

export const requestKeys = {
  all: () => [...invoiceKeys.all(), 'requests'] as const,
  list: (side: InvoiceSide, query: RequestListQuery) => [...requestKeys.all(), side, 'list', query] as const,
  detail: (side: InvoiceSide, id: string) => [...requestKeys.all(), side, 'detail', id] as const,
  requestable: (vendorId: string) => [...requestKeys.all(), 'requestable', vendorId] as const,
  /** Outside `all()`: sending the request must not refetch its own review (it would now fail). */
  preview: (body: CreateRequestBody) =>
    ['tenant', getSession().tenantId, 'invoiceRequestPreview', body] as const,
};

export function requestPageQueryOptions(side: InvoiceSide, query: RequestListQuery) {
  return queryOptions({
    queryKey: requestKeys.list(side, query),
    queryFn: async ({ signal }): Promise<RequestPage> =>
      side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/invoiceRequest/list', { params: { query }, signal }))
        : unwrap(await apiV1().GET(`${BUYER}/list`, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useRequestPage(side: InvoiceSide, query: RequestListQuery) {
  return useQuery(requestPageQueryOptions(side, query));
}

/** The detail of either portal (same shape); the page shows its own "not found". */
export function useRequestDetail(side: InvoiceSide, id: string | undefined) {
  return useQuery({
    queryKey: requestKeys.detail(side, id ?? ''),
    queryFn: async ({ signal }): Promise<RequestDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/invoiceRequest/detail/{id}', options))
        : unwrap(await apiV1().GET(`${BUYER}/detail/{id}`, options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

/** A supplier's order lines with something left to request (buyer). */
export function useRequestableLines(vendorId: string | undefined) {
  return useQuery({
    queryKey: requestKeys.requestable(vendorId ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET(`${BUYER}/requestable`, {
          params: { query: { vendorId: vendorId as string } },
          signal,
        }),
      ),
    enabled: Boolean(vendorId),
  });
}

/**
 * The review of a request before it is sent (`/assetsManagement/confirm`): the server's checks and
 * valuation, nothing written. Field errors come back as the ApiError (no red message: the page shows them).
 */
export function useRequestPreview(body: CreateRequestBody | undefined) {
  return useQuery({
    queryKey: requestKeys.preview(body as CreateRequestBody),
    queryFn: async ({ signal }): Promise<RequestPreview> =>
      unwrap(
        await apiV1().POST(`${BUYER}/preview`, {
          body: body as CreateRequestBody,
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(body),
    retry: false,
    staleTime: 0,
  });
}

/** The same review as a call (the form's "Review" button): resolves or throws the ApiError. */
export function usePreviewRequest() {
  return useMutation({
    mutationFn: async (body: CreateRequestBody): Promise<RequestPreview> =>
      unwrap(await apiV1().POST(`${BUYER}/preview`, { body, headers: HIDE_ERROR_HEADERS })),
  });
}

function useRequestMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
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

export function useCreateRequest() {
  return useRequestMutation(async (body: CreateRequestBody) =>
    unwrapEnvelope(await apiV1().POST(`${BUYER}/create`, { body })),
  );
}

export function useCancelRequest() {
  return useRequestMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST(`${BUYER}/cancel`, { body: { id } })),
  );
}

export function useAcknowledgeRequest() {
  return useRequestMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/vendor/invoiceRequest/acknowledge', { body: { id } })),
  );
}
