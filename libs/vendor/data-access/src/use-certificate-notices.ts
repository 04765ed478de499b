import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type DataOf,
} from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';

// Buyer `/vendor/qualifications` (issue #16 §5): the latest certificate of each supplier and type, and the
// notices sent about them (one, or a batch: all or nothing). Keys sit under vendorKeys.list(): a notice
// refreshes the list, the supplier files and the lately list.

export type CertificatePageQuery = NonNullable<
  ApiV1Paths['/vendor/qualification/page']['get']['parameters']['query']
>;
export type CertificatePage = DataOf<ApiV1Paths['/vendor/qualification/page']['get']['responses'][200]>;
export type CertificateListRow = CertificatePage['items'][number];

export const certificatePageQueryOptions = (query: CertificatePageQuery) =>
  queryOptions({
    queryKey: [...vendorKeys.list(), 'certificates', query] as const,
    queryFn: async ({ signal }): Promise<CertificatePage> =>
      unwrap(await apiV1().GET('/vendor/qualification/page', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

export function useCertificatePage(query: CertificatePageQuery) {
  return useQuery(certificatePageQueryOptions(query));
}

/**
 * Sends notices about the given certificates (one id: the single notice route); resolves to the toast text.
 * The page shows the refusal itself (no global error toast).
 */
export async function sendCertificateNotices(ids: readonly string[]): Promise<string> {
  const [only] = ids;
  if (ids.length === 1 && only) {
    return unwrapEnvelope(
      await apiV1().POST('/vendor/qualification/notice/{id}', {
        params: { path: { id: only } },
        headers: HIDE_ERROR_HEADERS,
      }),
    ).desc;
  }
  return unwrapEnvelope(
    await apiV1().POST('/vendor/qualification/batchNotice', {
      body: { ids: [...ids] },
      headers: HIDE_ERROR_HEADERS,
    }),
  ).desc;
}

export function useSendCertificateNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCertificateNotices,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.list() }),
  });
}
