import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';

/** Operations: the send guard's last 24 hours (per channel, refusals by reason, top clients, blocks). */
export async function fetchSendGuardSummary() {
  return unwrap(await apiV1().GET('/ops/sendGuard/summary'));
}

export type SendGuardSummary = Awaited<ReturnType<typeof fetchSendGuardSummary>>;
export type SendGuardClient = SendGuardSummary['clients'][number];

export const sendGuardKeys = { summary: ['ops', 'sendGuard', 'summary'] as const };

export const sendGuardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: sendGuardKeys.summary,
    queryFn: fetchSendGuardSummary,
    refetchInterval: 10_000,
  });

export function useSendGuardSummary() {
  return useQuery(sendGuardSummaryQueryOptions());
}

/** Blocks a client address for a day; answers the server's translated message. */
export function useBlockClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (clientIp: string) =>
      unwrapEnvelope(await apiV1().POST('/ops/sendGuard/block', { body: { clientIp } })).desc,
    onSuccess: () => client.invalidateQueries({ queryKey: sendGuardKeys.summary }),
  });
}

/** Lifts a client address's block; answers the server's translated message. */
export function useUnblockClient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (clientIp: string) =>
      unwrapEnvelope(await apiV1().POST('/ops/sendGuard/unblock', { body: { clientIp } })).desc,
    onSuccess: () => client.invalidateQueries({ queryKey: sendGuardKeys.summary }),
  });
}
