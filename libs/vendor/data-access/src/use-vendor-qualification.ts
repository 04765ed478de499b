import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';
import type { CertificateInput, QualificationOverview, VendorRow } from './vendor-api-types.ts';

export async function fetchVendors(signal?: AbortSignal, classId?: string): Promise<VendorRow[]> {
  return unwrap(await apiV1().GET('/vendor/list', { params: { query: classId ? { classId } : {} }, signal }));
}

/** Buyer: the tenant's suppliers with their certificate state and class (`classId`: only that class). */
export function useVendors(classId?: string) {
  return useQuery({
    queryKey: [...vendorKeys.list(), classId ?? 'all'],
    queryFn: ({ signal }) => fetchVendors(signal, classId),
  });
}

/** Buyer: one supplier's requirements and certificates (null id: nothing selected). */
export function useVendorQualification(vendorId: string | null) {
  return useQuery({
    queryKey: vendorKeys.overview(vendorId ?? ''),
    queryFn: async ({ signal }): Promise<QualificationOverview> =>
      unwrap(
        await apiV1().GET('/vendor/qualification/overview', {
          params: { query: { vendorId: vendorId as string } },
          signal,
        }),
      ),
    enabled: Boolean(vendorId),
  });
}

/** Supplier portal: my requirements and certificates for the current buyer tenant. */
export function useMyQualification() {
  return useQuery({
    queryKey: vendorKeys.mine(),
    queryFn: async ({ signal }): Promise<QualificationOverview> =>
      unwrap(await apiV1().GET('/vdQualification/overview', { signal })),
  });
}

export async function saveCertificate(body: CertificateInput): Promise<{ id: string; desc: string }> {
  const { data, desc } = unwrapEnvelope(await apiV1().POST('/vdQualification/save', { body }));
  return { id: data.id, desc };
}

/** Supplier portal: uploads a certificate; the overview reloads before the mutation settles. */
export function useSaveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.mine() }),
  });
}
