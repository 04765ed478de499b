import { useQuery } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
} from '@procure/shared-api-client';
import type { DataOf } from '@procure/shared-api-client';
import { paymentKeys, usePaymentMutation, type PaymentSide } from './payment-data.ts';

// Invoice write-off (issue #15): a paid advance offset by invoiced invoices of its supplier. The buyer's
// `/payables/writeOff/…`, the supplier's read `/vendor/payables/writeOff/list`. Saving and reversing are
// payment mutations (fresh Idempotency-Key, payments refreshed).

export type WriteOffCandidates = DataOf<ApiV1Paths['/payables/writeOff/candidates']['get']['responses'][200]>;
export type WriteOffAdvance = WriteOffCandidates['advances'][number];
export type WriteOffInvoice = WriteOffCandidates['invoices'][number];
export type WriteOff = DataOf<
  ApiV1Paths['/payables/writeOff/list']['get']['responses'][200]
>['items'][number];
export type WriteOffFilter = { vendorId?: string; paymentId?: string; invoiceId?: string };

/** A supplier's paid advances and invoiced invoices with what each has left (null: none chosen yet). */
export function useWriteOffCandidates(vendorId: string | null) {
  return useQuery({
    queryKey: [...paymentKeys.all(), 'writeOff', 'candidates', vendorId ?? ''] as const,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/payables/writeOff/candidates', {
          params: { query: { vendorId: vendorId as string } },
          signal,
        }),
      ),
    enabled: Boolean(vendorId),
  });
}

/** Write-offs by supplier, advance or invoice (the supplier side: its own company's only). */
export function useWriteOffs(side: PaymentSide, filter: WriteOffFilter, enabled = true) {
  return useQuery({
    queryKey: [...paymentKeys.all(), side, 'writeOff', 'list', filter] as const,
    queryFn: async ({ signal }): Promise<WriteOff[]> => {
      const options = { params: { query: filter }, signal, headers: HIDE_ERROR_HEADERS };
      const page =
        side === 'supplier'
          ? unwrap(await apiV1().GET('/vendor/payables/writeOff/list', options))
          : unwrap(await apiV1().GET('/payables/writeOff/list', options));
      return page.items;
    },
    enabled,
  });
}

export function useSaveWriteOff() {
  return usePaymentMutation(
    async (body: { paymentId: string; invoiceId: string; amount: string; remark?: string }, headers) =>
      unwrapEnvelope(await apiV1().POST('/payables/writeOff/save', { body, headers })),
  );
}

export function useReverseWriteOff() {
  return usePaymentMutation(async (body: { id: string; reason: string }, headers) =>
    unwrapEnvelope(await apiV1().POST('/payables/writeOff/reverse', { body, headers })),
  );
}
