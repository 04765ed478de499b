import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { settingsKeys } from './settings-keys.ts';
import type { MessageSetting } from './settings-api-types.ts';

export function messageSettingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.messageSettings(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/mysetting/messageSetting', { signal })),
  });
}

export function useMessageSettings() {
  return useQuery(messageSettingsQueryOptions());
}

/** PUT /mysetting/messageSetting; `desc` is the server's "saved" text. */
export function useSaveMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: MessageSetting[]) =>
      unwrapEnvelope(await apiV1().PUT('/mysetting/messageSetting', { body: { items } })),
    onSuccess: ({ data }) => queryClient.setQueryData(settingsKeys.messageSettings(), data),
  });
}
