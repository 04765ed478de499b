import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import { approvalKeys } from './approval-keys.ts';
import type { SaveAssignmentBody, SaveFlowBody } from './api-types.ts';

/** GET /approval/flows: the tenant's flows (optionally of one document type) with their nodes. */
export function useApprovalFlows(docType?: number) {
  return useQuery({
    queryKey: approvalKeys.flowList(docType),
    queryFn: async ({ signal }) =>
      unwrap(
        await apiV1().GET('/approval/flows', {
          params: { query: docType === undefined ? {} : { docType: String(docType) } },
          signal,
        }),
      ),
  });
}

/** GET /approval/flowOptions: employees, departments, cost centres, legal entities to pick from. */
export function useApprovalFlowOptions() {
  return useQuery({
    queryKey: approvalKeys.flowOptions(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/approval/flowOptions', { signal })),
    staleTime: 60_000,
  });
}

export function useSaveApprovalFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveFlowBody) =>
      unwrapEnvelope(await apiV1().POST('/approval/flows/save', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.flows() }),
  });
}

export function useSetApprovalFlowEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: string; enabled: boolean }) =>
      unwrapEnvelope(
        enabled
          ? await apiV1().POST('/approval/flows/{id}/enable', { params: { path: { id } } })
          : await apiV1().POST('/approval/flows/{id}/disable', { params: { path: { id } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.flows() }),
  });
}

/** GET /approval/assignments: who each approver type resolves to, per scope. */
export function useApprovalAssignments() {
  return useQuery({
    queryKey: approvalKeys.assignments(),
    queryFn: async ({ signal }) => unwrap(await apiV1().GET('/approval/assignments', { signal })),
  });
}

export function useSaveApprovalAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAssignmentBody) =>
      unwrapEnvelope(await apiV1().POST('/approval/assignments/save', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.assignments() }),
  });
}

export function useDeleteApprovalAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrapEnvelope(await apiV1().POST('/approval/assignments/{id}/delete', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: approvalKeys.assignments() }),
  });
}
