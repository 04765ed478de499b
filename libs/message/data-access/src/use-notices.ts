import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HIDE_ERROR_HEADERS,
  apiV1,
  unwrap,
  unwrapEnvelope,
  type ApiV1Paths,
  type BodyOf,
  type DataOf,
} from '@procure/shared-api-client';
import { messageKeys } from './message-keys.ts';

// Company notices (issue #12 §4): the admin's list, form and detail, and the readers' notice page.

type QueryOf<R> = R extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type NoticePage = DataOf<ApiV1Paths['/notice/list']['get']['responses'][200]>;
export type Notice = NoticePage['items'][number];
export type NoticeQuery = QueryOf<ApiV1Paths['/notice/list']['get']>;
export type NoticeSaveBody = BodyOf<ApiV1Paths['/notice/save']['post']>;

export const noticeKeys = {
  all: () => [...messageKeys.all(), 'notices'] as const,
  list: (query: NoticeQuery) => [...noticeKeys.all(), 'list', query] as const,
  detail: (id: string) => [...noticeKeys.all(), 'detail', id] as const,
};

export function useNotices(query: NoticeQuery) {
  return useQuery({
    queryKey: noticeKeys.list(query),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/notice/list', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The page shows its own "not found" state, so the global red message is hidden. */
export function useNotice(id: string | undefined) {
  return useQuery({
    queryKey: noticeKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/notice/detail/{id}', {
          params: { path: { id: id as string } },
          signal,
          headers: HIDE_ERROR_HEADERS,
        }),
      ),
    enabled: Boolean(id),
    retry: false,
  });
}

export type NoticeAction = 'publish' | 'withdraw' | 'delete';

/** Save (create or edit a draft), publish, withdraw, delete; each refreshes the notices and messages. */
export function useNoticeActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all() });
  const save = useMutation({
    mutationFn: async (body: NoticeSaveBody) => unwrapEnvelope(await apiV1().POST('/notice/save', { body })),
    onSuccess: refresh,
  });
  const act = useMutation({
    mutationFn: async ({ action, id }: { action: NoticeAction; id: string }) => {
      const params = { path: { id } };
      if (action === 'publish') return unwrapEnvelope(await apiV1().POST('/notice/publish/{id}', { params }));
      if (action === 'withdraw')
        return unwrapEnvelope(await apiV1().POST('/notice/withdraw/{id}', { params }));
      return unwrapEnvelope(await apiV1().POST('/notice/delete/{id}', { params }));
    },
    onSuccess: refresh,
  });
  return { save, act };
}
