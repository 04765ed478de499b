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

// Payment applications (issue #15): the buyer's `/payables/…` and the supplier's `/vendor/payables/…`.
// Every money-moving POST carries a fresh Idempotency-Key per user action, so a retried request (a double
// click, a network retry of the same call) has one effect. Mutations refresh payments AND orders (the
// order-line ledger moves).

export type PaymentPage = DataOf<ApiV1Paths['/payables/list']['get']['responses'][200]>;
export type PaymentSummary = PaymentPage['items'][number];
export type PaymentListQuery = NonNullable<ApiV1Paths['/payables/list']['get']['parameters']['query']>;
export type PaymentDetail = DataOf<ApiV1Paths['/payables/detail/{id}']['get']['responses'][200]>;
export type PaymentBody = BodyOf<ApiV1Paths['/payables/save']['post']>;
export type PayableOrder = DataOf<ApiV1Paths['/payables/orders']['get']['responses'][200]>['items'][number];
export type PaymentSide = 'buyer' | 'supplier';

export const paymentKeys = {
  all: (tenantId: string | null = getSession().tenantId) => ['tenant', tenantId, 'payments'] as const,
  list: (side: PaymentSide, query: PaymentListQuery) => [...paymentKeys.all(), side, 'list', query] as const,
  detail: (side: PaymentSide, id: string) => [...paymentKeys.all(), side, 'detail', id] as const,
  orders: (vendorId: string) => [...paymentKeys.all(), 'orders', vendorId] as const,
};

export function paymentPageQueryOptions(side: PaymentSide, query: PaymentListQuery) {
  return queryOptions({
    queryKey: paymentKeys.list(side, query),
    queryFn: async ({ signal }): Promise<PaymentPage> =>
      side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/payables/list', { params: { query }, signal }))
        : unwrap(await apiV1().GET('/payables/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentPage(side: PaymentSide, query: PaymentListQuery) {
  return useQuery(paymentPageQueryOptions(side, query));
}

export function usePaymentDetail(side: PaymentSide, id: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.detail(side, id ?? ''),
    queryFn: async ({ signal }): Promise<PaymentDetail> => {
      const options = { params: { path: { id: id as string } }, signal, headers: HIDE_ERROR_HEADERS };
      return side === 'supplier'
        ? unwrap(await apiV1().GET('/vendor/payables/detail/{id}', options))
        : unwrap(await apiV1().GET('/payables/detail/{id}', options));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

/** A supplier's payable orders with each line's ledger and room (null: no supplier chosen yet). */
export function usePayableOrders(vendorId: string | null) {
  return useQuery({
    queryKey: paymentKeys.orders(vendorId ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/payables/orders', {
          params: { query: { vendorId: vendorId as string } },
          signal,
        }),
      ),
    enabled: Boolean(vendorId),
  });
}

/** A new key per user action: repeats of the same request (retries) share it. */
export const idempotencyHeaders = () => ({ 'Idempotency-Key': crypto.randomUUID() });

export function usePaymentMutation<I, O>(
  run: (input: I, headers: Record<string, string>) => Promise<{ data: O; desc: string }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => run(input, idempotencyHeaders()),
    onSuccess: async () => {
      const tenant = getSession().tenantId;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ['tenant', tenant, 'orders'] }),
      ]);
    },
  });
}

/** Create (no id) or edit a draft / returned application. */
export function useSavePayment() {
  return usePaymentMutation(async (body: PaymentBody, headers) =>
    unwrapEnvelope(await apiV1().POST('/payables/save', { body, headers })),
  );
}

export type PaymentAction =
  'submit' | 'submitVerified' | 'withdraw' | 'cancel' | 'delete' | 'copy' | 'approve';

/** One action on one application; `copy` answers the new draft's id. */
export function usePaymentAction() {
  return usePaymentMutation<
    { action: PaymentAction; id: string; copyToIds?: readonly string[] },
    { status?: number | string; id?: string }
  >(async ({ action, id, copyToIds = [] }, headers) => {
    const options = { body: { id }, headers };
    switch (action) {
      case 'submit':
        // Copy-to (issue #12 §5): the people copied at submit.
        return unwrapEnvelope(
          await apiV1().POST('/payables/submit', { body: { id, copyToIds: [...copyToIds] }, headers }),
        );
      case 'submitVerified':
        // Submit with invoice verification: the page shows a refusal itself (no red toast).
        return unwrapEnvelope(
          await apiV1().POST('/payables/submit', {
            body: { id, copyToIds: [...copyToIds], verifyInvoices: true },
            headers: { ...headers, ...HIDE_ERROR_HEADERS },
          }),
        );
      case 'withdraw':
        return unwrapEnvelope(await apiV1().POST('/payables/withdraw', options));
      case 'cancel':
        return unwrapEnvelope(await apiV1().POST('/payables/cancel', options));
      case 'copy':
        return unwrapEnvelope(await apiV1().POST('/payables/copy', options));
      case 'approve':
        return unwrapEnvelope(await apiV1().POST('/payables/approve', options));
      default:
        return unwrapEnvelope(await apiV1().POST('/payables/delete', options));
    }
  });
}

/** Confirm pay one or several approved applications with the payment no and the voucher no. */
export function useConfirmPay() {
  return usePaymentMutation(async (body: { ids: string[]; paymentNo: string; voucherNo?: string }, headers) =>
    unwrapEnvelope(await apiV1().POST('/payables/batchConfirmPay', { body, headers })),
  );
}

/** Suppliers a payment may be made to (with payable orders, or paid before). */
export function usePayableVendors() {
  return useQuery({
    queryKey: [...paymentKeys.all(), 'vendors'] as const,
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/payables/vendors', { signal })).items,
  });
}

// ---- Copy-to (issue #12 §5, `/copyto/payable`): what others copied to the caller, read-only.

export type PayableCopyQuery = NonNullable<ApiV1Paths['/copyto/payableList']['get']['parameters']['query']>;

/** One keyset page of the payment applications copied (cc) to the caller. */
export function usePayableCopies(query: PayableCopyQuery) {
  return useQuery({
    queryKey: [...paymentKeys.all(), 'copied', 'list', query] as const,
    queryFn: async ({ signal }): Promise<PaymentPage> =>
      unwrap(await apiV1().GET('/copyto/payableList', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** A payment application copied to the caller (404 for any other id, like an absent one). */
export function usePayableCopy(id: string | undefined) {
  return useQuery({
    queryKey: [...paymentKeys.all(), 'copied', 'detail', id ?? ''] as const,
    queryFn: async ({ signal }): Promise<PaymentDetail> =>
      unwrap(
        await apiV1().GET('/copyto/payableDetail/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}
