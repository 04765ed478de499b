import type { Db } from '@procure/server-db';
import type { Owner } from '@procure/server-auth';
import { AppError, fieldError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { money } from '@procure/shared-validation';
import { isUuid, newId } from '@procure/server-db';
import type { ChannelId } from './channels/types.ts';
import { CHANNEL_VENDORS } from './channel-vendors.ts';
import { fromChannel } from './channel-goods.ts';
import { bumpPopularity, goodsById, goodsBySku, isOnSale, type GoodsRow } from './goods-queries.ts';
import { countLines, deleteLines, listCart, setQuantity, upsertLine, type CartRow } from './cart-queries.ts';
import { priceLines, type PricedLine } from './cart-pricing.ts';
import { CART_MAX_QUANTITY, type CartAddInput, type CartItem, type CartList } from './wire.ts';

const unavailable = (names: string) => new AppError(409, ERROR_CODES.catalogueItemUnavailable, { names });
const notFound = () => new AppError(404, ERROR_CODES.catalogueGoodsNotFound);
const overLimit = () =>
  fieldError('count', ERROR_CODES.catalogueCartQuantityLimit, { max: CART_MAX_QUANTITY });

async function addCatalogueGoods(tx: Db, owner: Owner, goods: GoodsRow | undefined, count: number) {
  if (!goods) throw notFound();
  if (!isOnSale(goods)) throw unavailable(goods.name);
  const row = await upsertLine(tx, owner, {
    id: newId(),
    source: 'catalogue',
    goodsId: goods.id,
    skuId: goods.sku,
    productId: goods.id,
    vendorId: goods.vendorId,
    name: goods.name,
    unit: goods.unit,
    imageUrl: null,
    addedPrice: goods.unitPrice,
    quantity: count,
  });
  if (!row) throw overLimit();
  await bumpPopularity(tx, owner.tenantId, goods.id);
  return row;
}

async function addChannelGoods(tx: Db, owner: Owner, channel: ChannelId, skuId: string, count: number) {
  const product = await fromChannel(channel, (c) => c.productDetail(skuId));
  if (!product) throw notFound();
  if (!product.onShelf || product.stock < 1) throw unavailable(product.name);
  const row = await upsertLine(tx, owner, {
    id: newId(),
    source: channel,
    goodsId: null,
    skuId: product.skuId,
    productId: product.productId,
    vendorId: CHANNEL_VENDORS[channel].id,
    name: product.name,
    unit: product.unit,
    imageUrl: product.imageUrl,
    addedPrice: product.price,
    quantity: count,
  });
  if (!row) throw overLimit();
  return row;
}

/** Adds goods to the caller's cart (the same SKU again adds to its line, at most 99999 units). */
export async function addToCart(tx: Db, owner: Owner, input: CartAddInput): Promise<CartRow> {
  if (input.vendorType === 'catalogue') {
    if (!isUuid(input.productId)) throw notFound();
    const goods = await goodsById(tx, owner.tenantId, input.productId);
    // The SKU must be the goods' own: a stale page cannot add other goods under an old code.
    return addCatalogueGoods(tx, owner, goods?.sku === input.skuId ? goods : undefined, input.count);
  }
  return addChannelGoods(tx, owner, input.vendorType, input.skuId, input.count);
}

/** Quick add by the product code printed on catalogue goods. */
export async function quickAdd(tx: Db, owner: Owner, productCode: string, count: number): Promise<CartRow> {
  const goods = await goodsBySku(tx, owner.tenantId, false, productCode);
  if (!goods || !isOnSale(goods)) throw new AppError(404, ERROR_CODES.catalogueProductCodeUnknown);
  return addCatalogueGoods(tx, owner, goods, count);
}

function toItem(line: PricedLine): CartItem {
  const { row } = line;
  return {
    id: row.id,
    source: row.source as CartItem['source'],
    goodsId: row.goodsId,
    skuId: row.skuId,
    productId: row.productId,
    productCode: line.productCode,
    name: line.name,
    spec: line.spec,
    unit: line.unit,
    imageFileId: line.imageFileId,
    imageUrl: row.imageUrl,
    quantity: row.quantity,
    addedPrice: row.addedPrice,
    unitPrice: line.unitPrice,
    priceChanged: money.compare(row.addedPrice, line.unitPrice) !== 0,
    amount: money.round(money.mul(line.unitPrice, String(row.quantity)), 2),
    available: line.available,
  };
}

/** The cart grouped by vendor, every price re-checked now; subtotals count available lines only. */
export async function cartView(tx: Db, owner: Owner, english: boolean): Promise<CartList> {
  const lines = await priceLines(tx, owner, await listCart(tx, owner), english);
  const groups = new Map<string, CartList['groups'][number]>();
  for (const line of lines) {
    const key = `${line.row.source}:${line.row.vendorId}`;
    const group = groups.get(key) ?? {
      vendorId: line.row.vendorId,
      vendorName: line.vendorName,
      source: line.row.source as CartItem['source'],
      items: [],
      subtotal: '0.00',
    };
    const item = toItem(line);
    group.items.push(item);
    if (item.available) group.subtotal = money.add(group.subtotal, item.amount);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return { groups: list, total: money.sum(['0.00', ...list.map((g) => g.subtotal)]), count: lines.length };
}

export async function modifyQuantity(tx: Db, owner: Owner, id: string, count: number): Promise<void> {
  if (!(await setQuantity(tx, owner, id, count)))
    throw new AppError(404, ERROR_CODES.catalogueCartItemNotFound);
}

export async function removeLine(tx: Db, owner: Owner, id: string): Promise<void> {
  if ((await deleteLines(tx, owner, [id])) === 0)
    throw new AppError(404, ERROR_CODES.catalogueCartItemNotFound);
}

/** Deletes the caller's lines, all or none: one absent (or another person's) id is a 404 and the transaction rolls back. */
export async function removeLines(tx: Db, owner: Owner, ids: readonly string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const deleted = await deleteLines(tx, owner, unique);
  if (deleted !== unique.length) throw new AppError(404, ERROR_CODES.catalogueCartItemNotFound);
  return deleted;
}

export const cartCount = (tx: Db, owner: Owner) => countLines(tx, owner);
