import type { ApiV1Paths, BodyOf, DataOf } from '@procure/shared-api-client';
import type { PurchaseApplyKind, purchaseApplySchemas } from '@procure/shared-validation';
import type { z } from 'zod';

/**
 * The purchase-request wire shapes, from the server's generated OpenAPI (pr-api contract). Amounts,
 * prices and quantities are decimal strings, never numbers.
 */

type Paths = ApiV1Paths;

export type PurchaseApplyListQuery = NonNullable<
  Paths['/procurementApply/list']['get']['parameters']['query']
>;
export type PurchaseApplyPage = DataOf<Paths['/procurementApply/list']['get']['responses'][200]>;
export type PurchaseApplyListItem = PurchaseApplyPage['items'][number];

type RawDetail = DataOf<Paths['/procurementApply/show/{id}']['get']['responses'][200]>;
export type PurchaseApplyLine = RawDetail['lines'][number];
export type FileRef = RawDetail['attachments'][number];
export type ApplyHistoryEntry = RawDetail['history'][number];
export type LinkedOrder = RawDetail['orders'][number];
export type PurchaseApplyActions = RawDetail['actions'];
export type BudgetCheckView = DataOf<Paths['/procurementApply/budgetCheck/{id}']['get']['responses'][200]>;

export type ApproverState = 'waiting' | 'pending' | 'approved' | 'rejected' | 'transferred' | 'closed';
/** approvalProgress of the approval engine (the OpenAPI leaves it open: `unknown`). */
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

export type PurchaseApplyDetail = Omit<RawDetail, 'kind' | 'progress'> & {
  kind: PurchaseApplyKind;
  progress: ApprovalProgressView | null;
};

/** The hold-submit body: exactly what the shared draft schema parses (the server parses it too). */
export type HoldSubmitBody = z.input<ReturnType<typeof purchaseApplySchemas>['draft']>;
export type PurchaseApplyLineBody = HoldSubmitBody['lines'][number];

export type CommitBody = BodyOf<Paths['/procurementApply/commit']['post']>;
export type CommitResult = DataOf<Paths['/procurementApply/commit']['post']['responses'][200]>;
export type ApproveBody = BodyOf<Paths['/procurementApply/approve']['post']>;
export type CreatedRequest = DataOf<Paths['/procurementApply/holdSubmit']['post']['responses'][200]>;
