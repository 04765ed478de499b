import type { ApiV1Paths, DataOf } from '@procure/shared-api-client';
import { CODES } from '@procure/shared-codes';

/** A page of `GET /approval/tasks` (generated from the server's OpenAPI). */
export type TaskPage = DataOf<ApiV1Paths['/approval/tasks']['get']['responses'][200]>;
export type TaskItem = TaskPage['items'][number];
export type TaskState = 'pending' | 'done';
/** `GET /approval/document/{docType}/{documentId}`: summary, progress, history, my task. */
export type DocumentView = DataOf<
  ApiV1Paths['/approval/document/{docType}/{documentId}']['get']['responses'][200]
>;
export type BatchResult = DataOf<
  ApiV1Paths['/approval/batchApprove']['post']['responses'][200]
>['results'][number];

/** What an approval action names: the document, by type and id. */
export type DocRef = { docType: number; documentId: string; code?: string };

/** Reject needs a reason; every comment is at most 500 characters (spec §5 remark rule). */
export const COMMENT_MAX = 500;

// Documents that carry no money: their summaries send amount '0', which must not read as ¥0.00.
const WITHOUT_AMOUNT: ReadonlySet<number> = new Set([
  CODES.documentType.supplierApplication.code,
  CODES.documentType.performancePlan.code,
  CODES.documentType.supplierChange.code,
]);

/** Whether a document type's approval shows an amount (a supplier application or change has none). */
export const hasAmount = (docType: number): boolean => !WITHOUT_AMOUNT.has(docType);
