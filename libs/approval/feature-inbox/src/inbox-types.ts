import type { ApiV1Paths } from '@procure/shared-api-client';

type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;
type DataOf<R> = JsonOf<R> extends { data: infer D } ? D : never;

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
