import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { settingsKeys } from './settings-keys.ts';
import type { WorkProxyBody } from './settings-api-types.ts';

export function workProxiesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.workProxies(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/workproxy/get', { signal })),
  });
}

export function useWorkProxies() {
  return useQuery(workProxiesQueryOptions());
}

/** Employees of the tenant who can be chosen as delegate. */
export function useColleagues() {
  return useQuery({
    queryKey: settingsKeys.colleagues(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/workproxy/candidates', { signal })),
  });
}

export function useSetWorkProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorkProxyBody) => unwrapEnvelope(await apiV1().POST('/workproxy/set', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.workProxies() }),
  });
}

export function useCancelWorkProxy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/workproxy/cancel', { body: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.workProxies() }),
  });
}
