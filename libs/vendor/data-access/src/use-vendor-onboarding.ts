import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HIDE_ERROR_HEADERS, apiV1, setSession, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type {
  VendorApplicationInput,
  VendorInvitationInput,
  VendorRegistrationInput,
} from '@procure/shared-validation';
import { vendorKeys } from './vendor-keys.ts';
import type {
  ApplicationDetail,
  ApplicationRow,
  Invitation,
  InvitationInfo,
  InvitationState,
  MyApplication,
} from './vendor-api-types.ts';

// Supplier onboarding (issue #16 §1–2): the buyer's invitations and applications, the invitation link's
// page (public), registration and acceptance, and the supplier's own application.

/** Buyer: the tenant's invitations (all states, or one). */
export function useInvitations(state?: InvitationState) {
  return useQuery({
    queryKey: vendorKeys.invitations(state ?? 'all'),
    queryFn: async ({ signal }): Promise<Invitation[]> =>
      unwrap(
        await apiV1().GET('/vendor/invitation/list', { params: { query: state ? { state } : {} }, signal }),
      ),
  });
}

function useInvitationMutation<T>(fn: (input: T) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.invitations() }),
  });
}

/** Buyer: invites a supplier by e-mail or SMS (answers the translated success message). */
export function useSendInvitation() {
  return useInvitationMutation(
    async (body: VendorInvitationInput) =>
      unwrapEnvelope(
        await apiV1().POST('/vendor/invitation/send', {
          body: {
            ...body,
            socialCreditCode: body.socialCreditCode || undefined,
            contactName: body.contactName || undefined,
          },
        }),
      ).desc,
  );
}

export function useResendInvitation() {
  return useInvitationMutation(
    async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/vendor/invitation/resend', { body: { id } })).desc,
  );
}

export function useCancelInvitation() {
  return useInvitationMutation(
    async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/vendor/invitation/cancel', { body: { id } })).desc,
  );
}

/** Public: what an invitation link's page shows (no error toast: the page says what is wrong). */
export function useInvitationInfo(token: string) {
  return useQuery({
    queryKey: ['vendorInvite', token] as const,
    queryFn: async ({ signal }): Promise<InvitationInfo> =>
      unwrap(
        await apiV1().GET('/vendorInvite/info', {
          params: { query: { token } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    retry: false,
  });
}

/** Public: registers the invited company; the new session is stored like a login's. */
export function useRegisterThroughInvitation() {
  return useMutation({
    mutationFn: async (body: VendorRegistrationInput) => {
      const { data, desc } = unwrapEnvelope(await apiV1().POST('/vendorInvite/register', { body }));
      setSession({ token: data.token, tenantId: data.loginTenantId });
      return { ...data, desc };
    },
  });
}

/** Supplier (signed in): accepts with the existing company; answers the inviting tenant's id. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (token: string) => {
      const { data, desc } = unwrapEnvelope(await apiV1().POST('/vdInvitation/accept', { body: { token } }));
      return { tenantId: data.tenantId, desc };
    },
  });
}

/** Buyer: the tenant's supplier applications (all, or one status of CODES.application). */
export function useApplications(status?: number) {
  return useQuery({
    queryKey: vendorKeys.applications(status ?? 'all'),
    queryFn: async ({ signal }): Promise<ApplicationRow[]> =>
      unwrap(
        await apiV1().GET('/vendor/application/list', {
          params: { query: status === undefined ? {} : { status } },
          signal,
        }),
      ),
  });
}

/** Buyer: deletes cancelled applications, all or none; answers the translated success text. */
export function useDeleteApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      unwrapEnvelope(await apiV1().POST('/vendor/approval/batchDelete', { body: { ids } })).desc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...vendorKeys.all(), 'applications'] }),
  });
}

/** Buyer: one application with its approval progress and history. */
export function useApplicationDetail(id: string) {
  return useQuery({
    queryKey: vendorKeys.application(id),
    queryFn: async ({ signal }): Promise<ApplicationDetail> =>
      unwrap(await apiV1().GET('/vendor/application/detail/{id}', { params: { path: { id } }, signal })),
  });
}

/** Supplier: my application to the current tenant and what the form starts from. */
export function useMyApplication() {
  return useQuery({
    queryKey: vendorKeys.myApplication(),
    queryFn: async ({ signal }): Promise<MyApplication> =>
      unwrap(await apiV1().GET('/vdApplication/mine', { signal })),
  });
}

/** Supplier: saves (draft) or submits the application. */
export function useSaveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      submit,
      copyToIds = [],
    }: {
      body: VendorApplicationInput;
      submit: boolean;
      /** Copy-to (issue #12 §5): buyer employees copied at submit. */
      copyToIds?: readonly string[];
    }) => {
      const result = unwrapEnvelope(
        submit
          ? await apiV1().POST('/vdApplication/submit', { body: { ...body, copyToIds: [...copyToIds] } })
          : await apiV1().POST('/vdApplication/save', { body }),
      );
      return { ...result.data, desc: result.desc };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.myApplication() }),
  });
}
