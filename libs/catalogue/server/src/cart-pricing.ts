import type { Db } from '@procure/server-db';
import type { Owner } from '@procure/server-auth';
import { channelOf } from './channels/registry.ts';
import {
  CHANNEL_IDS,
  ChannelUnavailableError,
  type ChannelId,
  type ChannelVerification,
} from './channels/types.ts';
import { CHANNEL_VENDORS } from './channel-vendors.ts';
import { goodsByIds, isOnSale } from './goods-queries.ts';
import type { CartRow } from './cart-queries.ts';

/** A cart line with today's price and availability (catalogue rows re-read, channel SKUs re-verified). */
export type PricedLine = {
  row: CartRow;
  available: boolean;
  unitPrice: string;
  taxRate: string;
  name: string;
  spec: string | null;
  unit: string;
  productCode: string;
  vendorName: string;
  categoryId: string | null;
  accountingCode: string | null;
  imageFileId: string | null;
  /** The channel did not answer (the line is shown unavailable; checkout refuses with 503). */
  channelDown: boolean;
};

async function verifyChannel(
  channel: ChannelId,
  skus: string[],
): Promise<Map<string, ChannelVerification> | 'down'> {
  if (skus.length === 0) return new Map();
  try {
    const answer = await channelOf(channel).verifyProducts(skus);
    return new Map(answer.map((v) => [v.skuId, v]));
  } catch (err) {
    if (err instanceof ChannelUnavailableError) return 'down';
    throw err;
  }
}

export async function priceLines(
  tx: Db,
  owner: Owner,
  rows: readonly CartRow[],
  english: boolean,
): Promise<PricedLine[]> {
  const goodsIds = rows.flatMap((r) => (r.source === 'catalogue' && r.goodsId ? [r.goodsId] : []));
  const goods = new Map((await goodsByIds(tx, owner.tenantId, english, goodsIds)).map((g) => [g.id, g]));
  const verified = new Map<ChannelId, Map<string, ChannelVerification> | 'down'>();
  for (const channel of CHANNEL_IDS) {
    const skus = rows.filter((r) => r.source === channel).map((r) => r.skuId);
    verified.set(channel, await verifyChannel(channel, skus));
  }

  return rows.map((row): PricedLine => {
    const base = {
      row,
      unitPrice: row.addedPrice,
      taxRate: '0.00',
      name: row.name,
      spec: null,
      unit: row.unit,
      productCode: row.skuId,
      vendorName: '',
      categoryId: null,
      accountingCode: null,
      imageFileId: null,
      channelDown: false,
    };
    if (row.source === 'catalogue') {
      const g = row.goodsId ? goods.get(row.goodsId) : undefined;
      if (!g) return { ...base, available: false };
      return {
        ...base,
        available: isOnSale(g) && g.vendorId === row.vendorId,
        unitPrice: g.unitPrice,
        taxRate: g.taxRate,
        name: g.name,
        spec: g.spec,
        unit: g.unit,
        productCode: g.sku,
        vendorName: g.vendorName ?? '',
        categoryId: g.categoryId,
        accountingCode: g.accountingCode,
        imageFileId: g.imageFileIds[0] ?? null,
      };
    }
    const channel = row.source as ChannelId;
    const vendor = CHANNEL_VENDORS[channel];
    const vendorName = english ? vendor.nameEn : vendor.nameZh;
    const answer = verified.get(channel);
    if (answer === 'down' || answer === undefined)
      return { ...base, vendorName, available: false, channelDown: true };
    const v = answer.get(row.skuId);
    if (!v) return { ...base, vendorName, available: false };
    return {
      ...base,
      vendorName,
      unitPrice: v.price,
      taxRate: v.taxRate,
      available: v.onShelf && v.stock >= row.quantity,
    };
  });
}
