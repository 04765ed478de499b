import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type { VendorProfileInput } from '@procure/shared-validation';
import { vendorKeys } from './vendor-keys.ts';
import type { ChangeDetail, MyProfile, SupplierFile } from './vendor-api-types.ts';

// The supplier's company profile and its change applications (issue #16 §8): the supplier's page, the
// buyer's supplier file and one change with its approval.

/** Supplier portal: my accepted profile, the change under approval and every change. */
export function useMyProfile() {
  return useQuery({
    queryKey: vendorKeys.myProfile(),
    queryFn: async ({ signal }): Promise<MyProfile> =>
      unwrap(await apiV1().GET('/vdProfile/mine', { signal })),
  });
}

/** Supplier portal: submits the edited profile as a change application (answers the success message). */
export function useSubmitProfileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ copyToIds = [], ...body }: VendorProfileInput & { copyToIds?: readonly string[] }) =>
      unwrapEnvelope(
        await apiV1().POST('/vdProfile/supplierModify', { body: { ...body, copyToIds: [...copyToIds] } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.myProfile() }),
  });
}

/** Supplier portal: withdraws the change under approval. */
export function useWithdrawProfileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/vdProfile/returnSupplierModify', { body: { id } })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.myProfile() }),
  });
}

/** Buyer: a supplier's file (profile, categories, status, change history). */
export function useSupplierFile(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.file(vendorId),
    queryFn: async ({ signal }): Promise<SupplierFile> =>
      unwrap(await apiV1().GET('/vendor/detail/{id}', { params: { path: { id: vendorId } }, signal })),
    enabled: Boolean(vendorId),
  });
}

/** Buyer: one change application with its diff, approval progress and history. */
export function useChangeDetail(id: string) {
  return useQuery({
    queryKey: vendorKeys.change(id),
    queryFn: async ({ signal }): Promise<ChangeDetail> =>
      unwrap(await apiV1().GET('/vendor/change/detail/{id}', { params: { path: { id } }, signal })),
    enabled: Boolean(id),
  });
}
