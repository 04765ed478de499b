import { HIDE_ERROR_HEADERS, gatewayClient, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
import type {
  ApproveBody,
  BudgetCheckView,
  CommitBody,
  CommitResult,
  CreatedRequest,
  HoldSubmitBody,
  PurchaseApplyDetail,
  PurchaseApplyListQuery,
  PurchaseApplyPage,
} from './purchase-apply-types.ts';

type Envelope<T> = { code: number; data: T; desc: string };
type Responses<T> = {
  200: { headers: Record<string, unknown>; content: { 'application/json': Envelope<T> } };
};
type GetList<Q, T> = {
  parameters: { query?: Q; header?: never; path?: never; cookie?: never };
  requestBody?: never;
  responses: Responses<T>;
};
type GetById<T> = {
  parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
  requestBody?: never;
  responses: Responses<T>;
};
type Post<B, T> = {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  requestBody: { content: { 'application/json': B } };
  responses: Responses<T>;
};

/** The purchase-request routes of the api-v1 gateway, in openapi-typescript's shape (pr-api contract). */
type ProcurementPaths = {
  '/procurementApply/list': { get: GetList<PurchaseApplyListQuery, PurchaseApplyPage> };
  '/procurementApply/show/{id}': { get: GetById<PurchaseApplyDetail> };
  '/procurementApply/budgetCheck/{id}': { get: GetById<BudgetCheckView> };
  '/procurementApply/holdSubmit': { post: Post<HoldSubmitBody, CreatedRequest> };
  '/procurementApply/createDetails': {
    post: Post<{ source: 'cart'; cartItemIds: string[] }, CreatedRequest>;
  };
  '/procurementApply/commit': { post: Post<CommitBody, CommitResult> };
  '/procurementApply/approve': { post: Post<ApproveBody, unknown> };
  '/procurementApply/repeal': { post: Post<{ id: string }, unknown> };
  '/procurementApply/delete': { post: Post<{ id: string }, unknown> };
  '/procurementApply/copy': { post: Post<{ id: string }, CreatedRequest> };
  '/procurementApply/cancel': { post: Post<{ id: string; reason: string }, unknown> };
};

// The same cached api-v1 client (gatewayClient keys by base URL), typed with the routes above.
const client = () => gatewayClient<ProcurementPaths>('/api/v1');

export async function fetchPurchaseApplyPage(
  query: PurchaseApplyListQuery,
  signal?: AbortSignal,
): Promise<PurchaseApplyPage> {
  return unwrap(await client().GET('/procurementApply/list', { params: { query }, signal }));
}

export async function fetchPurchaseApply(id: string, signal?: AbortSignal): Promise<PurchaseApplyDetail> {
  return unwrap(await client().GET('/procurementApply/show/{id}', { params: { path: { id } }, signal }));
}

export async function fetchBudgetCheck(id: string, signal?: AbortSignal): Promise<BudgetCheckView> {
  return unwrap(
    await client().GET('/procurementApply/budgetCheck/{id}', { params: { path: { id } }, signal }),
  );
}

export async function holdSubmit(body: HoldSubmitBody): Promise<CreatedRequest> {
  return unwrap(await client().POST('/procurementApply/holdSubmit', { body }));
}

export async function createFromCart(cartItemIds: string[]): Promise<CreatedRequest> {
  return unwrap(
    await client().POST('/procurementApply/createDetails', { body: { source: 'cart', cartItemIds } }),
  );
}

/**
 * No red message from the client: a 409 `procurement.overBudget` is a question for the person (the
 * page asks and resends with confirmOverBudget), and the page shows any other error itself.
 */
export async function commitPurchaseApply(body: CommitBody): Promise<CommitResult> {
  return unwrap(await client().POST('/procurementApply/commit', { body, headers: HIDE_ERROR_HEADERS }));
}

/** The simple transitions answer a translated "done" text in `desc`. */
export async function approvePurchaseApply(body: ApproveBody): Promise<string> {
  return unwrapEnvelope(await client().POST('/procurementApply/approve', { body })).desc;
}
export async function repealPurchaseApply(id: string): Promise<string> {
  return unwrapEnvelope(await client().POST('/procurementApply/repeal', { body: { id } })).desc;
}
export async function deletePurchaseApply(id: string): Promise<string> {
  return unwrapEnvelope(await client().POST('/procurementApply/delete', { body: { id } })).desc;
}
export async function copyPurchaseApply(id: string): Promise<CreatedRequest> {
  return unwrap(await client().POST('/procurementApply/copy', { body: { id } }));
}
export async function cancelPurchaseApply(input: { id: string; reason: string }): Promise<string> {
  return unwrapEnvelope(await client().POST('/procurementApply/cancel', { body: input })).desc;
}
