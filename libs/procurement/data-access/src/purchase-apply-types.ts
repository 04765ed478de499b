/**
 * The purchase-request wire shapes of the agreed pr-api contract (the procurement server owns the API). Written by hand
 * from the agreed contract so that the web could be built beside the server; amounts, prices and
 * quantities are decimal strings, never numbers.
 */

import type {
  PurchaseApplyKind,
  PurchaseLineSource,
  SAVING_TYPES,
  purchaseApplySchemas,
} from '@procure/shared-validation';
import type { z } from 'zod';

export type PurchaseKind = PurchaseApplyKind;
export type LineSource = PurchaseLineSource;
export type SavingType = (typeof SAVING_TYPES)[number];

export type FileRef = { id: string; name: string };

export type PurchaseApplyListItem = {
  id: string;
  code: string;
  title: string;
  kind: PurchaseKind;
  status: number;
  totalAmount: string;
  currency: string;
  legalEntityName: string | null;
  costCenterName: string | null;
  applicantName: string | null;
  needByDate: string | null;
  createdAt: string;
  budgetCheck: number | null;
};

export type PurchaseApplyListQuery = {
  status?: string;
  kind?: string;
  keyword?: string;
  createdFrom?: string;
  createdTo?: string;
  cursor?: string;
  pageSize?: number;
};

export type PurchaseApplyPage = { items: PurchaseApplyListItem[]; nextCursor: string | null };

export type PurchaseApplyLine = {
  id?: string;
  goodsId?: string | null;
  source: LineSource;
  vendorId: string;
  vendorName?: string | null;
  productCode: string;
  name: string;
  spec?: string | null;
  unit: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  taxRate: number | null;
  categoryId: string;
  categoryName?: string | null;
  accountingCode: string;
  capexExpense: number | null;
  goodsService: number | null;
  savingType?: SavingType | null;
  contractTypeCode?: string | null;
  remark?: string | null;
  attachmentIds: string[];
  attachments?: FileRef[];
};

/** The header of a request as holdSubmit takes it. */
export type PurchaseApplyHeader = {
  kind: PurchaseKind;
  title: string;
  needByDate: string;
  legalEntityId: string;
  invoiceTitleId: string;
  receiverId: string;
  receivingAddressId: string;
  contractCreatorId: string;
  costCentreId: string;
  projectCode?: string | null;
  budgetPeriod: string;
  purpose: number | null;
  purchaseType: number | null;
  currency: string;
  remark?: string | null;
  attachmentIds: string[];
};

/** The hold-submit body: exactly what the shared draft schema parses (the server parses it too). */
export type HoldSubmitBody = z.input<ReturnType<typeof purchaseApplySchemas>['draft']>;
export type PurchaseApplyLineBody = HoldSubmitBody['lines'][number];

export type BudgetCheckView = {
  status: number;
  amount: string | null;
  committed: string | null;
  available: string | null;
};

export type ApplyHistoryEntry = {
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

export type ApproverState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'transferred' | 'closed';
export type ApprovalProgressView = {
  status: 'approving' | 'approved' | 'rejected' | 'withdrawn';
  nodes: {
    key: string;
    name: string;
    mode: number;
    state: 'waiting' | 'open' | 'done' | 'skipped';
    approvers: { userId: string; name: string; state: ApproverState }[];
  }[];
};

export type LinkedOrder = { id: string; code: string; vendorName: string; status: number; amount: string };

export type PurchaseApplyActions = {
  edit: boolean;
  commit: boolean;
  repeal: boolean;
  delete: boolean;
  copy: boolean;
  cancel: boolean;
  approve: boolean;
};

export type PurchaseApplyDetail = Partial<PurchaseApplyHeader> & {
  id: string;
  code: string;
  kind: PurchaseKind;
  title: string;
  status: number;
  totalAmount: string;
  currency: string;
  applicantId?: string | null;
  applicantName?: string | null;
  creatorName?: string | null;
  legalEntityName?: string | null;
  invoiceTitleName?: string | null;
  receiverName?: string | null;
  receivingAddressText?: string | null;
  contractCreatorName?: string | null;
  costCenterName?: string | null;
  createdAt: string;
  submittedAt?: string | null;
  cancelReason?: string | null;
  lines: PurchaseApplyLine[];
  attachments: FileRef[];
  budgetCheck: BudgetCheckView | null;
  history: ApplyHistoryEntry[];
  progress: ApprovalProgressView | null;
  orders: LinkedOrder[];
  actions: PurchaseApplyActions;
};

export type CommitBody = {
  id: string;
  confirmOverBudget?: boolean;
  dynamicEnhanceApproverMap?: Record<string, string[]> | null;
};
export type CommitResult = { status: number; budgetCheck: BudgetCheckView | null };
export type ApproveBody = { id: string; action: 'approve' | 'reject'; comment?: string };
export type CreatedRequest = { id: string; code: string };
