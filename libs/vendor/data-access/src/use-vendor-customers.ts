import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { vendorKeys } from './vendor-keys.ts';
import type { Customer, OpenInvitation } from './vendor-api-types.ts';

// The supplier portal's "Customers & invitations" (issue #16 §8): the buyers the company serves and the
// open invitations addressed to it, to accept (then apply) or decline with a reason.

/** Supplier: the buyer tenants its company serves, with its status and grade with each. */
export function useCustomers() {
  return useQuery({
    queryKey: vendorKeys.customers(),
    queryFn: async ({ signal }): Promise<Customer[]> =>
      unwrap(await apiV1().GET('/vdCustomer/list', { signal })),
  });
}

/** Supplier: the open invitations addressed to its company. */
export function useOpenInvitations() {
  return useQuery({
    queryKey: vendorKeys.openInvitations(),
    queryFn: async ({ signal }): Promise<OpenInvitation[]> =>
      unwrap(await apiV1().GET('/vdInvitation/open', { signal })),
  });
}

function useCustomerMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorKeys.openInvitations() });
      await queryClient.invalidateQueries({ queryKey: vendorKeys.customers() });
    },
  });
}

/** Supplier: accepts an open invitation; answers the inviting tenant's id (switch to it and apply). */
export function useAcceptOpenInvitation() {
  return useCustomerMutation(async (id: string) => {
    const { data, desc } = unwrapEnvelope(await apiV1().POST('/vdInvitation/acceptOpen', { body: { id } }));
    return { tenantId: data.tenantId, desc };
  });
}

/** Supplier: declines an open invitation with a reason (the buyer reads it). */
export function useDeclineInvitation() {
  return useCustomerMutation(
    async (body: { id: string; reason: string }) =>
      unwrapEnvelope(await apiV1().POST('/vdInvitation/decline', { body })).desc,
  );
}
