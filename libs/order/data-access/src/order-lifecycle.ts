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
import { orderKeys } from './order-keys.ts';
import type { OrderListQuery } from './order-api-types.ts';

// The order lifecycle of issue #13: the supplier portal's calls (vendor prefix) and the buyer's
// cancel, delivery notes, versions and order changes. Every mutation refreshes the order's list
// rows and detail; the answer's `desc` is the server's translated success message.

export type VendorOrderDetail = DataOf<ApiV1Paths['/vendor/order/detail/{id}']['get']['responses'][200]>;
export type OrderDelivery = DataOf<ApiV1Paths['/order/delivery/{id}']['get']['responses'][200]>;
export type OrderChange = DataOf<ApiV1Paths['/orderChange/detail/{id}']['get']['responses'][200]>;
export type OrderVersions = DataOf<ApiV1Paths['/order/versions/{id}']['get']['responses'][200]>;
export type DeliverCheck = DataOf<ApiV1Paths['/vendor/order/deliverCheck/{id}']['get']['responses'][200]>;
export type ChangeCheck = DataOf<ApiV1Paths['/orderChange/check/{orderId}']['get']['responses'][200]>;
export type DeliverBody = BodyOf<ApiV1Paths['/vendor/order/deliver']['post']>;
export type ChangeBody = BodyOf<ApiV1Paths['/orderChange/modify']['post']>;

/** Which portal's calls: the buyer's `/order/…` or the supplier's `/vendor/order/…`. */
export type OrderSide = 'buyer' | 'supplier';

const vendorKeys = {
  all: () => [...orderKeys.all(), 'vendor'] as const,
  list: (query: OrderListQuery) => [...vendorKeys.all(), 'list', query] as const,
  detail: (id: string) => [...vendorKeys.all(), 'detail', id] as const,
  delivery: (id: string) => [...vendorKeys.all(), 'delivery', id] as const,
  versions: (id: string) => [...vendorKeys.all(), 'versions', id] as const,
  deliverCheck: (id: string) => [...vendorKeys.all(), 'deliverCheck', id] as const,
  changeCheck: (id: string) => [...vendorKeys.all(), 'changeCheck', id] as const,
  unread: () => [...vendorKeys.all(), 'unread'] as const,
  todo: () => [...vendorKeys.all(), 'todo'] as const,
};
const buyerKeys = {
  delivery: (id: string) => [...orderKeys.all(), 'delivery', id] as const,
  versions: (id: string) => [...orderKeys.all(), 'versions', id] as const,
  change: (id: string) => [...orderKeys.all(), 'change', id] as const,
  changeCheck: (id: string) => [...orderKeys.all(), 'changeCheck', id] as const,
};

export function vendorOrderPageQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: vendorKeys.list(query),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/vendor/order/simulationList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useVendorOrderPage(query: OrderListQuery) {
  return useQuery(vendorOrderPageQueryOptions(query));
}

export function useVendorUnreadCount() {
  return useQuery({
    queryKey: vendorKeys.unread(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/vendor/order/unreadCount', { signal })).count,
  });
}

/** The supplier home page's to-do counts (to confirm, to deliver, cancel requests, unread, proposals). */
export function useVendorOrderTodo() {
  return useQuery({
    queryKey: vendorKeys.todo(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/vendor/order/todoCount', { signal })),
  });
}

/** The detail of either portal (same shape); the page shows its own "not found". */
export function useOrderDetail(side: OrderSide, id: string | undefined) {
  return useQuery({
    queryKey: side === 'supplier' ? vendorKeys.detail(id ?? '') : orderKeys.detail(id ?? ''),
    queryFn: async ({ signal }): Promise<VendorOrderDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/order/detail/{id}', options))
        : unwrap(await apiV1().GET('/order/detail/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

export function useDelivery(side: OrderSide, id: string | undefined) {
  return useQuery({
    queryKey: side === 'supplier' ? vendorKeys.delivery(id ?? '') : buyerKeys.delivery(id ?? ''),
    queryFn: async ({ signal }): Promise<OrderDelivery> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/order/delivery/{id}', options))
        : unwrap(await apiV1().GET('/order/delivery/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

export function useOrderVersions(side: OrderSide, id: string | undefined) {
  return useQuery({
    queryKey: side === 'supplier' ? vendorKeys.versions(id ?? '') : buyerKeys.versions(id ?? ''),
    queryFn: async ({ signal }): Promise<OrderVersions> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/order/versions/{id}', options))
        : unwrap(await apiV1().GET('/order/versions/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

export function useOrderChange(id: string | undefined) {
  return useQuery({
    queryKey: buyerKeys.change(id ?? ''),
    queryFn: async ({ signal }): Promise<OrderChange> =>
      unwrap(
        await apiV1().GET('/orderChange/detail/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Deliver check (supplier) before the delivery form opens. */
export async function fetchDeliverCheck(id: string): Promise<DeliverCheck> {
  return unwrap(await apiV1().GET('/vendor/order/deliverCheck/{id}', { params: { path: { id } } }));
}

/** Change-apply check of either side before the change form opens. */
export async function fetchChangeCheck(side: OrderSide, id: string): Promise<ChangeCheck> {
  return side === 'supplier'
    ? unwrap(await apiV1().GET('/vendor/order/changeApplyCheck/{id}', { params: { path: { id } } }))
    : unwrap(await apiV1().GET('/orderChange/check/{orderId}', { params: { path: { orderId: id } } }));
}

/** Every order action: refresh lists, details, versions and checks of the order domain. */
export function useOrderMutation<I, O>(run: (input: I) => Promise<{ data: O; desc: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all() }),
  });
}

export function useConfirmOrder() {
  return useOrderMutation(async (id: string) =>
    unwrapEnvelope(await apiV1().POST('/vendor/order/confirm', { body: { id } })),
  );
}

export function useRefuseOrder() {
  return useOrderMutation(async (input: { id: string; reason: string }) =>
    unwrapEnvelope(await apiV1().POST('/vendor/order/refuse', { body: input })),
  );
}

export function useDeliverOrder() {
  return useOrderMutation(async (input: DeliverBody) =>
    unwrapEnvelope(await apiV1().POST('/vendor/order/deliver', { body: input })),
  );
}

export function useReplyCancel() {
  return useOrderMutation(async (input: { id: string; accept: boolean }) =>
    unwrapEnvelope(await apiV1().POST('/vendor/order/cancelReply', { body: input })),
  );
}

/** Buyer change or supplier counter-proposal ("order modify"). */
export function useSaveChange(side: OrderSide) {
  return useOrderMutation(async (input: ChangeBody) =>
    side === 'supplier'
      ? unwrapEnvelope(await apiV1().POST('/vendor/order/modify', { body: input }))
      : unwrapEnvelope(await apiV1().POST('/orderChange/modify', { body: input })),
  );
}

export function useCancelOrder() {
  return useOrderMutation(async (input: { id: string; reason: string }) =>
    unwrapEnvelope(await apiV1().POST('/order/cancel', { body: input })),
  );
}

export type ChangeAction = 'submit' | 'confirm' | 'repeal' | 'delete';

/**
 * Submit and confirm answer 409 `order.changeOverBudget` when the change takes the source request over
 * its budget: they send no automatic error toast, the page asks and sends again with confirmOverBudget.
 */
export function useChangeAction() {
  return useOrderMutation(
    async ({
      action,
      id,
      confirmOverBudget,
    }: {
      action: ChangeAction;
      id: string;
      confirmOverBudget?: boolean;
    }) => {
      const body = { body: { id } };
      const asking = {
        body: { id, confirmOverBudget: confirmOverBudget === true },
        headers: HIDE_ERROR_HEADERS,
      };
      switch (action) {
        case 'submit':
          return unwrapEnvelope(await apiV1().POST('/orderChange/submit', asking));
        case 'confirm':
          return unwrapEnvelope(await apiV1().POST('/orderChange/confirm', asking));
        case 'repeal':
          return unwrapEnvelope(await apiV1().POST('/orderChange/repeal', body));
        default:
          return unwrapEnvelope(await apiV1().POST('/orderChange/delete', body));
      }
    },
  );
}

/** The answer of submit / confirm when the buyer must confirm going over the request's budget. */
export const CHANGE_OVER_BUDGET_ERROR = 'order.changeOverBudget';

/** The tenant's order settings (issue #13): the deliver-times limit. */
export type OrderSetting = DataOf<ApiV1Paths['/order/setting']['get']['responses'][200]>;

export function useOrderSetting() {
  return useQuery({
    queryKey: [...orderKeys.all(), 'setting'] as const,
    queryFn: async ({ signal }): Promise<OrderSetting> =>
      unwrap(await apiV1().GET('/order/setting', { signal })),
  });
}

export function useSaveOrderSetting() {
  return useOrderMutation(async (input: { deliverTimesLimit: string }) =>
    unwrapEnvelope(await apiV1().POST('/order/setting', { body: input })),
  );
}

// Issue #13: order attachments (both portals) and the supplier's order line list.
export type OrderLinePage = DataOf<ApiV1Paths['/vendor/order/lineList']['get']['responses'][200]>;
export type OrderLineRow = OrderLinePage['items'][number];
export type OrderLineListQuery = NonNullable<
  ApiV1Paths['/vendor/order/lineList']['get']['parameters']['query']
>;

export function useVendorOrderLines(query: OrderLineListQuery) {
  return useQuery({
    queryKey: [...vendorKeys.all(), 'lines', query] as const,
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/vendor/order/lineList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useVendorOrderLegalEntities() {
  return useQuery({
    queryKey: [...vendorKeys.all(), 'legalEntities'] as const,
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/vendor/order/legalEntities', { signal })),
  });
}

export function useAttachOrderFiles(side: OrderSide) {
  return useOrderMutation(async (input: { orderId: string; fileType: 13 | 14; fileIds: string[] }) =>
    side === 'supplier'
      ? unwrapEnvelope(await apiV1().POST('/vendor/order/attach', { body: input }))
      : unwrapEnvelope(await apiV1().POST('/order/attach', { body: input })),
  );
}

export function useRemoveOrderFile(side: OrderSide) {
  return useOrderMutation(async (id: string) =>
    side === 'supplier'
      ? unwrapEnvelope(await apiV1().POST('/vendor/order/removeFile', { body: { id } }))
      : unwrapEnvelope(await apiV1().POST('/order/removeFile', { body: { id } })),
  );
}
