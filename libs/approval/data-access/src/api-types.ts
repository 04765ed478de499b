import type { ApiV1Paths, BodyOf, DataOf } from '@procure/shared-api-client';

// Wire types generated from the server's OpenAPI (libs/approval/server/src/wire.ts).

export type ApprovalTaskPage = DataOf<ApiV1Paths['/approval/tasks']['get']['responses'][200]>;
export type ApprovalTask = ApprovalTaskPage['items'][number];
export type ApprovalTaskQuery = NonNullable<ApiV1Paths['/approval/tasks']['get']['parameters']['query']>;
export type ApprovalActBody = BodyOf<ApiV1Paths['/approval/act']['post']>;
export type ApprovalActResult = DataOf<ApiV1Paths['/approval/act']['post']['responses'][200]>;
export type BatchApproveBody = BodyOf<ApiV1Paths['/approval/batchApprove']['post']>;
export type BatchApproveResult = DataOf<ApiV1Paths['/approval/batchApprove']['post']['responses'][200]>;
export type ApprovalDocument = DataOf<
  ApiV1Paths['/approval/document/{docType}/{documentId}']['get']['responses'][200]
>;
export type ApprovalHistoryEntry = ApprovalDocument['history'][number];
export type ApprovalProgress = NonNullable<ApprovalDocument['progress']>;

export type ApprovalFlow = DataOf<ApiV1Paths['/approval/flows']['get']['responses'][200]>[number];
export type ApprovalFlowNode = ApprovalFlow['nodes'][number];
export type SaveFlowBody = BodyOf<ApiV1Paths['/approval/flows/save']['post']>;
export type ApprovalFlowOptions = DataOf<ApiV1Paths['/approval/flowOptions']['get']['responses'][200]>;
export type ApprovalAssignment = DataOf<ApiV1Paths['/approval/assignments']['get']['responses'][200]>[number];
export type SaveAssignmentBody = BodyOf<ApiV1Paths['/approval/assignments/save']['post']>;
