import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type { InvitationChannel, InvitationSettingInput } from '@procure/shared-validation';
import { vendorKeys } from './vendor-keys.ts';

/** Buyer: the quick invitation setting of one type (message text, link validity days). */
export function useInvitationSetting(type: InvitationChannel) {
  return useQuery({
    queryKey: [...vendorKeys.all(), 'invitationSetting', type],
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/vendor/invitationSetting', { params: { query: { type } }, signal })),
  });
}

/** Buyer: saves one type's setting; answers the translated success text. */
export function useSaveInvitationSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: InvitationSettingInput) =>
      unwrapEnvelope(await apiV1().POST('/vendor/invitationSetting/update', { body })).desc,
    onSuccess: (_desc, body) =>
      queryClient.invalidateQueries({ queryKey: [...vendorKeys.all(), 'invitationSetting', body.channel] }),
  });
}
