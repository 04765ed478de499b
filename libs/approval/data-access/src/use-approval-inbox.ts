import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { identityKeys } from '@procure/identity-data-access';
import { approvalKeys } from './approval-keys.ts';
import type {
  ApprovalActBody,
  ApprovalActResult,
  ApprovalDocument,
  ApprovalTaskPage,
  ApprovalTaskQuery,
  BatchApproveBody,
  BatchApproveResult,
} from './api-types.ts';

/** GET /approval/tasks: the caller's pending (incl. as work-proxy delegate) or done tasks, one page. */
export async function fetchApprovalTasks(
  query: ApprovalTaskQuery,
  signal?: AbortSignal,
): Promise<ApprovalTaskPage> {
  return unwrap(await apiV1().GET('/approval/tasks', { params: { query }, signal }));
}

export function useApprovalTasks(query: ApprovalTaskQuery) {
  return useQuery({
    queryKey: approvalKeys.taskList(query),
    queryFn: ({ signal }) => fetchApprovalTasks(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /approval/waitCount: how many tasks wait for the caller. */
export function useWaitCount(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: approvalKeys.waitCount(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/approval/waitCount', { signal })).count,
    enabled: options.enabled ?? true,
  });
}

/** GET /approval/document/:docType/:documentId: summary, progress, history and the caller's task. */
export function useApprovalDocument(docType: number, documentId: string | undefined) {
  return useQuery({
    queryKey: approvalKeys.document(docType, documentId ?? ''),
    queryFn: async ({ signal }): Promise<ApprovalDocument> =>
      unwrap(
        await apiV1().GET('/approval/document/{docType}/{documentId}', {
          params: { path: { docType: String(docType), documentId: documentId ?? '' } },
          signal,
        }),
      ),
    enabled: !!documentId,
  });
}

/** Tasks, counts, document views and the menu's approveNum all change after an action. */
async function refreshAfterAction(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: approvalKeys.tasks() }),
    queryClient.invalidateQueries({ queryKey: approvalKeys.documents() }),
    queryClient.invalidateQueries({ queryKey: identityKeys.menu() }),
  ]);
}

export type ApprovalActOutcome = { result: ApprovalActResult; desc: string };

/** POST /approval/act: approve, reject (comment required) or transfer (transferToId). */
export async function approvalAct(body: ApprovalActBody): Promise<ApprovalActOutcome> {
  const { data, desc } = unwrapEnvelope(await apiV1().POST('/approval/act', { body }));
  return { result: data, desc };
}

export function useApprovalAct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approvalAct, onSuccess: () => refreshAfterAction(queryClient) });
}

/** POST /approval/batchApprove: up to 50 documents, one result each (partial failures are normal). */
export async function batchApprove(body: BatchApproveBody): Promise<BatchApproveResult> {
  return unwrap(await apiV1().POST('/approval/batchApprove', { body }));
}

export function useBatchApprove() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: batchApprove, onSettled: () => refreshAfterAction(queryClient) });
}
