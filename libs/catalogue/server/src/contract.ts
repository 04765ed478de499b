import type { Db } from '@procure/server-db';

// The catalogue's contract with purchase requests (stubs until the catalogue slice fills them in;
// keep these names and shapes — procurement's quick creation from the cart calls them).

/** Where goods come from: the tenant's own catalogue or one of the two external e-commerce channels. */
export type GoodsSource = 'catalogue' | 'channel1' | 'channel2';

export type CheckoutLine = {
  cartItemId: string;
  goodsId: string;
  skuId: string;
  source: GoodsSource;
  vendorId: string;
  vendorName: string;
  productCode: string;
  name: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
  quantity: string;
  /** Procurement category (master data) and its financial account, when the goods carry them. */
  categoryId: string | null;
  accountingCode: string | null;
};

/**
 * The caller's cart items chosen for a request, re-priced and re-verified now (external channel goods
 * through their channel's product verification). An item that is gone, off the shelf or not the
 * caller's is an AppError 409 `catalogue.itemUnavailable`.
 */
export async function cartItemsForCheckout(
  _tx: Db,
  _owner: { tenantId: string; userId: string },
  _cartItemIds: readonly string[],
): Promise<CheckoutLine[]> {
  throw new Error('not built yet: cartItemsForCheckout');
}

/** Removes the items once the request holding them is saved. */
export async function removeCartItems(
  _tx: Db,
  _owner: { tenantId: string; userId: string },
  _cartItemIds: readonly string[],
): Promise<void> {
  throw new Error('not built yet: removeCartItems');
}
