import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import { channelOf } from './channels/registry.ts';
import { ChannelUnavailableError, type ChannelId, type ChannelProduct } from './channels/types.ts';
import { CHANNEL_VENDORS } from './channel-vendors.ts';
import type { GoodsDetail } from './wire.ts';

/** A channel product in the goods shape of the catalogue (vendor = the channel). */
export function channelGoods(channel: ChannelId, p: ChannelProduct, english: boolean): GoodsDetail {
  const vendor = CHANNEL_VENDORS[channel];
  return {
    id: p.skuId,
    source: channel,
    productId: p.productId,
    skuId: p.skuId,
    productCode: p.skuId,
    name: p.name,
    spec: null,
    brand: p.brand || null,
    unit: p.unit,
    vendorId: vendor.id,
    vendorName: english ? vendor.nameEn : vendor.nameZh,
    unitPrice: p.price,
    taxRate: p.taxRate,
    categoryId: null,
    categoryName: p.categoryName || null,
    onShelf: p.onShelf && p.stock > 0,
    stock: p.stock,
    imageFileIds: [],
    imageUrl: p.imageUrl,
    description: p.description || null,
    goodsService: null,
    capexExpense: null,
  };
}

/** Calls a channel; its outage is a translated 503 `catalogue.channelUnavailable`, never a 500. */
export async function fromChannel<T>(
  channel: ChannelId,
  call: (c: ReturnType<typeof channelOf>) => Promise<T>,
) {
  try {
    return await call(channelOf(channel));
  } catch (err) {
    if (err instanceof ChannelUnavailableError)
      throw new AppError(503, ERROR_CODES.catalogueChannelUnavailable, undefined, { cause: err });
    throw err;
  }
}
