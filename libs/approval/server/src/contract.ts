import type { Db } from '@procure/server-db';
import type { CODES } from '@procure/shared-codes';

// The approval engine's contract with approvable documents (DOMAIN.md §5). The engine knows a
// document only through its registration: no table, route or rule of a document lives here.
// The functions live in the files named below; this module keeps the names, shapes and documentation.

/** A key of CODES.documentType, e.g. 'purchaseApply'. */
export type DocType = keyof typeof CODES.documentType;
/** A key of CODES.historyAction, e.g. 'create', 'submit', 'approve'. */
export type HistoryActionKey = keyof typeof CODES.historyAction;

/** What a flow's conditions and approver resolution may read about a document. */
export type ApprovalFacts = {
  amount: string;
  categoryIds: readonly string[];
  costCentreId: string | null;
  legalEntityId: string | null;
  departmentId: string | null;
  /** The submit passed an over-budget check the applicant confirmed: the flow gains the budget controller. */
  overBudget: boolean;
};

/** How the inbox, the to-do list and the mobile pages show a document. */
export type DocumentSummary = {
  code: string;
  title: string;
  amount: string;
  currency: string;
  applicantId: string;
  applicantName: string;
  submittedAt: string | null;
  lines: readonly { name: string; quantity: string; unit: string; unitPrice: string; amount: string }[];
};

export type DocumentEventRef = { tenantId: string; documentId: string; actorId: string };

export type DocumentTypeRegistration = {
  docType: DocType;
  /** Buyer-web route of the document's detail page. */
  detailPath: (documentId: string) => string;
  /** Summaries of the given documents of the tenant (missing ids are left out). */
  summarize: (
    tx: Db,
    tenantId: string,
    documentIds: readonly string[],
  ) => Promise<Map<string, DocumentSummary>>;
  /** The last node approved: the document moves on (e.g. approved, budget committed, orders created). */
  onApproved: (tx: Db, ref: DocumentEventRef) => Promise<void>;
  /** An approver rejected: the document goes back to the applicant (returned). */
  onRejected: (tx: Db, ref: DocumentEventRef) => Promise<void>;
};

export type StartApprovalInput = {
  tenantId: string;
  docType: DocType;
  documentId: string;
  applicantId: string;
  facts: ApprovalFacts;
  /** Approvers chosen at submit for nodes that allow it: node key → user ids (`dynamicEnhanceApproverMap`). */
  dynamicApprovers?: Record<string, readonly string[]> | null;
};

export type ApprovalActionInput = {
  tenantId: string;
  docType: DocType;
  documentId: string;
  actorId: string;
  action: 'approve' | 'reject' | 'transfer';
  comment?: string | null;
  /** For transfer: the employee who takes the actor's task over. */
  transferToId?: string | null;
};

export type HistoryInput = {
  tenantId: string;
  docType: DocType;
  documentId: string;
  actorId: string;
  onBehalfOfId?: string | null;
  action: HistoryActionKey;
  comment?: string | null;
};

export type HistoryEntry = {
  id: string;
  action: number;
  actorId: string;
  actorName: string;
  onBehalfOfId: string | null;
  onBehalfOfName: string | null;
  nodeName: string | null;
  comment: string | null;
  at: string;
};

export type ApprovalProgress = {
  status: 'approving' | 'approved' | 'rejected' | 'withdrawn';
  nodes: readonly {
    key: string;
    name: string;
    mode: number;
    state: 'waiting' | 'open' | 'done' | 'skipped';
    approvers: readonly {
      userId: string;
      name: string;
      state: 'waiting' | 'pending' | 'approved' | 'rejected' | 'transferred' | 'closed';
    }[];
  }[];
};

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
