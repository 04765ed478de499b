import type { Db } from '@procure/server-db';

// The order domain's contract with the documents that create orders (stubs until the order slice
// fills them in; keep these names and shapes — procurement calls it). Amounts are decimal strings.

export type OrderSourceLine = {
  sourceLineId: string;
  vendorId: string;
  goodsId?: string | null;
  productCode: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  amount: string;
  needByDate: string;
};

export type OrdersFromRequestInput = {
  tenantId: string;
  sourceType: 'purchaseApply';
  sourceId: string;
  sourceCode: string;
  buyerId: string;
  legalEntityId: string;
  currency: string;
  receiverName: string;
  receiverPhone: string;
  receivingAddress: string;
  lines: readonly OrderSourceLine[];
};

/**
 * One purchase order per supplier (status CODES.order.awaitingConfirm), each line with its ledger of
 * DOMAIN.md §4 (ordered = quantity; delivered, received, returned, invoiced, paid = 0). Idempotent per
 * source: a second call for the same source creates nothing and returns the existing orders.
 */
export async function createOrdersFromRequest(
  _tx: Db,
  _input: OrdersFromRequestInput,
): Promise<{ orderIds: string[] }> {
  throw new Error('not built yet: createOrdersFromRequest');
}

/** Orders created from one source document (for its detail page). */
export async function ordersOfSource(
  _tx: Db,
  _tenantId: string,
  _sourceId: string,
): Promise<{ id: string; code: string; vendorName: string; status: number; amount: string }[]> {
  throw new Error('not built yet: ordersOfSource');
}

/**
 * Cancels every order of a source document while none has been confirmed by its supplier (all still
 * awaiting confirm → cancelled, history written). Returns false, changing nothing, when any order has
 * moved on (the caller refuses the cancel).
 */
export async function cancelOrdersOfSource(
  _tx: Db,
  _tenantId: string,
  _sourceId: string,
  _actorId: string,
): Promise<boolean> {
  throw new Error('not built yet: cancelOrdersOfSource');
}
