import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { messageKeys, type MessageListFilters } from './message-keys.ts';

/** The badge refreshes itself now and then: new approval tasks arrive without a page change. */
const BADGE_REFRESH_MS = 60_000;

/** GET /message/list: the caller's messages in the request's language, newest first. */
export function useMessages(filters: MessageListFilters) {
  return useQuery({
    queryKey: messageKeys.list(filters),
    queryFn: async ({ signal }) =>
      unwrap(await apiV1().GET('/message/list', { params: { query: filters }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /message/detail/{id}: opening marks it read, so the lists and the badge are refreshed after. */
export function useMessage(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(id),
    queryFn: async ({ signal }) => {
      const message = unwrap(await apiV1().GET('/message/detail/{id}', { params: { path: { id } }, signal }));
      void queryClient.invalidateQueries({ queryKey: messageKeys.count() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      return message;
    },
  });
}

/** GET /message/count: unread messages (top-bar badge). */
export function useUnreadMessageCount(enabled = true) {
  return useQuery({
    queryKey: messageKeys.count(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/message/count', { signal })).unread,
    refetchInterval: BADGE_REFRESH_MS,
    enabled,
  });
}

export type MessageBatchAction = 'read' | 'setUnread' | 'delete';
export type MessageAllAction = 'readAll' | 'deleteAll';

async function runBatch(action: MessageBatchAction, ids: string[]) {
  const path = `/message/${action}` as const;
  return unwrapEnvelope(await apiV1().POST(path, { body: { ids } }));
}

async function runAll(action: MessageAllAction) {
  const path = `/message/${action}` as const;
  return unwrapEnvelope(await apiV1().POST(path, {}));
}

/** Read / unread / delete of selected messages, or read-all / delete-all; refreshes lists and badge. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all() });
  const batch = useMutation({
    mutationFn: ({ action, ids }: { action: MessageBatchAction; ids: string[] }) => runBatch(action, ids),
    onSuccess: refresh,
  });
  const all = useMutation({ mutationFn: (action: MessageAllAction) => runAll(action), onSuccess: refresh });
  return { batch, all };
}
