import type { Db } from '@procure/server-db';
import type { CODES } from '@procure/shared-codes';

// The shapes the approval engine shares with approvable documents (DOMAIN.md §5). The engine's own
// files import them from here; contract.ts re-exports them, so nothing inside the domain imports the
// contract back.

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
  /** null: a document kind without an amount (supplier applications and changes): pages show none. */
  amount: string | null;
  currency: string;
  applicantId: string;
  applicantName: string;
  submittedAt: string | null;
  lines: readonly {
    name: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    amount: string;
    /** Receipts: the rejected quantity of the line (the page shows it with `note` as the reason). */
    rejectedQuantity?: string;
    /** A line's reason (a receipt's reject reason, a return's reason). */
    note?: string | null;
  }[];
  /** Files of the document (a receipt's attachments), shown on the phone. */
  files?: { id: string; name: string; url: string }[];
};

/** What the tenant last paid for a line's goods (the same order as the summary's lines). */
export type LastLinePrice = {
  unitPrice: string;
  currency: string;
  orderCode: string;
  orderedAt: string;
  /** (this price − last) / last × 100, one decimal; null when the last price was 0. */
  diffPercent: string | null;
};

/**
 * The phone's one-screen decision facts of a document (issue #13 §5), beside its summary: the budget
 * available before and after this document, the last price per line, and its attachments.
 */
export type DecisionFacts = {
  /** null: the document holds no budget (none found for its target, or the type has no budget). */
  budget: { status: number; before: string; after: string } | null;
  lastPrices: readonly (LastLinePrice | null)[];
  files: readonly { id: string; name: string; url: string }[];
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
  /** The decision facts of one document for the phone (optional: types without it show the summary only). */
  decide?: (tx: Db, tenantId: string, documentId: string) => Promise<DecisionFacts | null>;
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
