export { approvalKeys } from './approval-keys.ts';
export type * from './api-types.ts';
export {
  approvalAct,
  batchApprove,
  fetchApprovalTasks,
  useApprovalAct,
  useApprovalDocument,
  useApprovalTasks,
  useBatchApprove,
  useWaitCount,
  type ApprovalActOutcome,
} from './use-approval-inbox.ts';
export {
  useApprovalAssignments,
  useApprovalFlowOptions,
  useApprovalFlows,
  useDeleteApprovalAssignment,
  useSaveApprovalAssignment,
  useSaveApprovalFlow,
  useSetApprovalFlowEnabled,
} from './use-flow-settings.ts';
