// The approval engine's contract with approvable documents (DOMAIN.md §5). The engine knows a
// document only through its registration: no table, route or rule of a document lives here.
// The functions live in the files named below and the shapes in types.ts; this module keeps the
// names and documentation. Nothing inside libs/approval/server imports it (it sits on top).

export type {
  DocType,
  HistoryActionKey,
  ApprovalFacts,
  DocumentSummary,
  DecisionFacts,
  LastLinePrice,
  DocumentEventRef,
  DocumentTypeRegistration,
  StartApprovalInput,
  ApprovalActionInput,
  HistoryInput,
  HistoryEntry,
  ApprovalProgress,
} from './types.ts';

/**
 * registerDocumentType: called once per document type at start-up (the document's server library
 * registers itself; registering the same type again replaces it).
 */
export { registerDocumentType } from './registry.ts';
/**
 * startApproval (submit): picks the document type's flow whose conditions match the facts (lowest
 * priority first), resolves each node's approvers, opens the first node's tasks, writes the submit
 * history row and notifies the approvers. No matching flow, or no node applies (only over-budget
 * nodes and the document is within budget) → approved at once (onApproved runs in this transaction).
 * Applicable nodes but none resolves an approver → AppError 422 `approval.noApprover`, nothing
 * written (docs/conventions.md). Already under approval → 409 `approval.alreadyApproving`.
 * Dynamic approvers for a node that does not allow them, or not employees → 400 (field error).
 */
export { startApproval } from './start.ts';
/**
 * actOnApproval: the actor's pending task on the document (their own, or one they hold as the active
 * work-proxy delegate: history says "on behalf of"), under a row lock. No such task (acted already,
 * withdrawn, another preemptive approver won) → AppError 409 `approval.notPending`. Reject needs a
 * comment, transfer an active employee other than the approver (400).
 * withdrawApproval: the applicant withdraws (repeal) a document under approval: open tasks close,
 * history row 'recall'. Not under approval → 409 `approval.notApproving`; not the applicant → 403.
 */
export { actOnApproval, withdrawApproval } from './act.ts';
/** recordHistory: a row for an action outside approval; historyOf: every row of a document, oldest first. */
export { recordHistory, historyOf } from './history.ts';
/** approvalProgress: the document's latest approval instance (null before the first submit). */
export { approvalProgress } from './progress.ts';
