import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';
import { invalidatedByReceiving, receivingKeys } from './receiving-keys.ts';

// Receiving (issue #14) over the generated OpenAPI client: the to-receive list, the const list
// (received records), the take form, confirm / apply submit, close receiving, the tenant setting and
// the supplier's receipts. Every mutation refreshes receiving and the order pages.

type QueryOf<R> = R extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type ToReceivePage = DataOf<ApiV1Paths['/receive/toReceive']['get']['responses'][200]>;
export type ToReceiveItem = ToReceivePage['items'][number];
export type ToReceiveQuery = QueryOf<ApiV1Paths['/receive/toReceive']['get']>;
export type ReceiptPage = DataOf<ApiV1Paths['/receive/constList']['get']['responses'][200]>;
export type ReceiptSummary = ReceiptPage['items'][number];
export type ReceiptListQuery = QueryOf<ApiV1Paths['/receive/constList']['get']>;
export type ReceiptDetail = DataOf<ApiV1Paths['/receive/details/{id}']['get']['responses'][200]>;
export type TakeForm = DataOf<ApiV1Paths['/receive/take/{id}']['get']['responses'][200]>;
export type ReceiptBody = BodyOf<ApiV1Paths['/receive/confirm']['post']>;
export type CloseReceivingBody = BodyOf<ApiV1Paths['/receive/closeReceiving']['post']>;
export type ReceiptResult = DataOf<ApiV1Paths['/receive/confirm']['post']['responses'][200]>;

export function toReceiveQueryOptions(query: ToReceiveQuery) {
  return queryOptions({
    queryKey: receivingKeys.toReceive(query),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/receive/toReceive', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
export const useToReceive = (query: ToReceiveQuery) => useQuery(toReceiveQueryOptions(query));

export function receiptPageQueryOptions(query: ReceiptListQuery) {
  return queryOptions({
    queryKey: receivingKeys.receipts(query),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/receive/constList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
export const useReceiptPage = (query: ReceiptListQuery) => useQuery(receiptPageQueryOptions(query));

/** The page shows its own "not found" state, so the global red message is hidden for the detail. */
export function useReceipt(id: string | undefined) {
  return useQuery({
    queryKey: receivingKeys.receipt(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/receive/details/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useTakeForm(orderId: string | undefined, deliveryId: string | undefined) {
  return useQuery({
    queryKey: receivingKeys.take(orderId ?? '', deliveryId),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/receive/take/{id}', {
          params: { path: { id: orderId as string }, query: deliveryId ? { deliveryId } : {} },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(orderId),
    retry: false,
  });
}

function useReceivingMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all(invalidatedByReceiving().map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Confirm (setting off) or apply submit (setting on) a receipt. */
export function useSubmitReceipt() {
  return useReceivingMutation(async (input: { body: ReceiptBody; apply: boolean }) =>
    unwrapEnvelope(
      input.apply
        ? await apiV1().POST('/receive/applySubmit', { body: input.body })
        : await apiV1().POST('/receive/confirm', { body: input.body }),
    ),
  );
}

/** Close receiving on one order line (orderLineId) or the whole order. */
export function useCloseReceiving() {
  return useReceivingMutation(async (body: CloseReceivingBody) =>
    unwrapEnvelope(await apiV1().POST('/receive/closeReceiving', { body })),
  );
}

/** Cancel a received receipt (it stays as cancelled; its quantities go back on the order). */
export function useCancelReceipt() {
  return useReceivingMutation(async (body: { id: string; reason: string }) =>
    unwrapEnvelope(await apiV1().POST('/receive/cancel', { body })),
  );
}

export function useReceivingSetting() {
  return useQuery({
    queryKey: receivingKeys.setting(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/receive/setting', { signal })),
  });
}

export function useSaveReceivingSetting() {
  return useReceivingMutation(async (applicationRequired: boolean) =>
    unwrapEnvelope(await apiV1().POST('/receive/setting', { body: { applicationRequired } })),
  );
}

// Supplier portal.
export function vendorReceiptPageQueryOptions(query: ReceiptListQuery) {
  return queryOptions({
    queryKey: receivingKeys.vendorReceipts(query),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/vendor/receive/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
export const useVendorReceiptPage = (query: ReceiptListQuery) =>
  useQuery(vendorReceiptPageQueryOptions(query));

export function useVendorReceipt(id: string | undefined) {
  return useQuery({
    queryKey: receivingKeys.vendorReceipt(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/vendor/receive/details/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}
