import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { cartRowsByIds, deleteLines } from './cart-queries.ts';
import { priceLines } from './cart-pricing.ts';

// The catalogue's contract with purchase requests (procurement's quick creation from the cart calls
// these; keep the names and shapes).

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
 *
 * Notes: lines come back in the order of `cartItemIds` (duplicates once); `unitPrice` is today's price
 * (numeric(22,6) text), `taxRate` a VAT percentage ("13.00"), `quantity` an integer as text; `goodsId` is
 * the catalogue goods id, or the channel product id for channel goods; `vendorName` is the Chinese name
 * (channel goods: the channel's name, `vendorId` one of CHANNEL_VENDORS). A channel that does not answer
 * is an AppError 503 `catalogue.channelUnavailable`.
 */
export async function cartItemsForCheckout(
  tx: Db,
  owner: { tenantId: string; userId: string },
  cartItemIds: readonly string[],
): Promise<CheckoutLine[]> {
  const ids = [...new Set(cartItemIds)];
  const rows = await cartRowsByIds(tx, owner, ids);
  const lines = await priceLines(tx, owner, rows, false);
  const byId = new Map(lines.map((l) => [l.row.id, l]));
  const missing = ids.filter((id) => !byId.has(id));
  if (lines.some((l) => l.channelDown)) throw new AppError(503, ERROR_CODES.catalogueChannelUnavailable);
  const gone = lines.filter((l) => !l.available);
  if (missing.length > 0 || gone.length > 0)
    throw new AppError(409, ERROR_CODES.catalogueItemUnavailable, {
      names: gone.map((l) => l.name).join(', ') || '—',
    });
  return ids.map((id) => {
    const l = byId.get(id) as (typeof lines)[number];
    return {
      cartItemId: l.row.id,
      goodsId: l.row.goodsId ?? l.row.productId,
      skuId: l.row.skuId,
      source: l.row.source as GoodsSource,
      vendorId: l.row.vendorId,
      vendorName: l.vendorName,
      productCode: l.productCode,
      name: l.name,
      unit: l.unit,
      unitPrice: l.unitPrice,
      taxRate: l.taxRate,
      quantity: String(l.row.quantity),
      categoryId: l.categoryId,
      accountingCode: l.accountingCode,
    };
  });
}

/** Removes the items once the request holding them is saved (ids not in the caller's cart are ignored). */
export async function removeCartItems(
  tx: Db,
  owner: { tenantId: string; userId: string },
  cartItemIds: readonly string[],
): Promise<void> {
  await deleteLines(tx, owner, [...new Set(cartItemIds)]);
}
