import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrapEnvelope } from '@procure/shared-api-client';
import type { ModifyMobileBody, ModifyPasswordBody } from './settings-api-types.ts';

/** POST /mysetting/sendmsg: a code to the user's own mobile (no argument) or to a new mobile. */
export function useSendCode() {
  return useMutation({
    mutationFn: async (mobile?: string) =>
      unwrapEnvelope(await apiV1().POST('/mysetting/sendmsg', { body: mobile ? { mobile } : {} })),
  });
}

export function useModifyPassword() {
  return useMutation({
    mutationFn: async (body: ModifyPasswordBody) =>
      unwrapEnvelope(await apiV1().POST('/mysetting/modifyPassword', { body })),
  });
}

/** Changes the mobile; the current-user data (which shows it) is refetched. */
export function useModifyMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ModifyMobileBody) =>
      unwrapEnvelope(await apiV1().POST('/mysetting/modifyMobile', { body })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
