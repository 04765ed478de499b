import { HIDE_ERROR_HEADERS, apiV1, unwrap, unwrapEnvelope } from '@procure/shared-api-client';
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
import type { ApiV1Paths } from '@procure/shared-api-client';

type HoldSubmitWire = NonNullable<
  ApiV1Paths['/procurementApply/holdSubmit']['post']['requestBody']
>['content']['application/json'];

export async function fetchPurchaseApplyPage(
  query: PurchaseApplyListQuery,
  signal?: AbortSignal,
): Promise<PurchaseApplyPage> {
  return unwrap(await apiV1().GET('/procurementApply/list', { params: { query }, signal }));
}

export async function fetchPurchaseApply(id: string, signal?: AbortSignal): Promise<PurchaseApplyDetail> {
  const detail = unwrap(
    await apiV1().GET('/procurementApply/show/{id}', { params: { path: { id } }, signal }),
  );
  // The OpenAPI types `kind` as a string and `progress` as unknown; the server sends these shapes.
  return detail as PurchaseApplyDetail;
}

export async function fetchBudgetCheck(id: string, signal?: AbortSignal): Promise<BudgetCheckView> {
  return unwrap(
    await apiV1().GET('/procurementApply/budgetCheck/{id}', { params: { path: { id } }, signal }),
  );
}

export async function holdSubmit(body: HoldSubmitBody): Promise<CreatedRequest> {
  // The shared draft schema (which the server parses) is the authority on this body; the OpenAPI's
  // literal unions (purpose 1 | 2 | 3…) are narrower than the schema's inferred input type.
  return unwrap(await apiV1().POST('/procurementApply/holdSubmit', { body: body as HoldSubmitWire }));
}

export async function createFromCart(cartItemIds: string[]): Promise<CreatedRequest> {
  return unwrap(
    await apiV1().POST('/procurementApply/createDetails', { body: { source: 'cart', cartItemIds } }),
  );
}

/**
 * No red message from the client: a 409 `procurement.overBudget` is a question for the person (the
 * page asks and resends with confirmOverBudget), and the page shows any other error itself.
 */
export async function commitPurchaseApply(body: CommitBody): Promise<CommitResult> {
  return unwrap(await apiV1().POST('/procurementApply/commit', { body, headers: HIDE_ERROR_HEADERS }));
}

/** The simple transitions answer a translated "done" text in `desc`. */
export async function approvePurchaseApply(body: ApproveBody): Promise<string> {
  return unwrapEnvelope(await apiV1().POST('/procurementApply/approve', { body })).desc;
}
export async function repealPurchaseApply(id: string): Promise<string> {
  return unwrapEnvelope(await apiV1().POST('/procurementApply/repeal', { body: { id } })).desc;
}
export async function deletePurchaseApply(id: string): Promise<string> {
  return unwrapEnvelope(await apiV1().POST('/procurementApply/delete', { body: { id } })).desc;
}
export async function copyPurchaseApply(id: string): Promise<CreatedRequest> {
  return unwrap(await apiV1().POST('/procurementApply/copy', { body: { id } }));
}
export async function cancelPurchaseApply(input: { id: string; reason: string }): Promise<string> {
  return unwrapEnvelope(await apiV1().POST('/procurementApply/cancel', { body: input })).desc;
}
