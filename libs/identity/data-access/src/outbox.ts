import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiV1, unwrap } from '@procure/shared-api-client';

export type OutboxMessage = {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  provider: string;
  createdAt: string;
};

/** Operations: the newest 50 messages the SMS / e-mail simulator recorded instead of sending. */
export async function fetchOutbox(): Promise<OutboxMessage[]> {
  return unwrap(await apiV1().GET('/ops/outbox'));
}

export const outboxQueryOptions = () =>
  queryOptions({ queryKey: ['ops', 'outbox'] as const, queryFn: fetchOutbox, refetchInterval: 5000 });

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
