import { childrenOf, provinces } from '@procure/shared-regions';
import { money } from '@procure/shared-validation';
import type {
  AddressLevel,
  ChannelId,
  ChannelProduct,
  ChannelRegion,
  ChannelSearch,
  CommerceChannel,
} from './types.ts';

type Log = { info: (obj: object, msg: string) => void };

const CATALOGUE_SIZE = 60;
const SEEDS: Record<ChannelId, number> = { channel1: 0x1a2b3c, channel2: 0x4d5e6f };
const PREFIX: Record<ChannelId, string> = { channel1: 'C1', channel2: 'C2' };
const KINDS = [
  { name: '办公椅', brand: '震旦', unit: '把', category: '办公家具', base: 380 },
  { name: 'A4 复印纸 (5 包)', brand: '得力', unit: '箱', category: '办公用品', base: 120 },
  { name: '激光打印机', brand: '惠普', unit: '台', category: '办公设备', base: 1890 },
  { name: '笔记本电脑', brand: '联想', unit: '台', category: '电脑整机', base: 6299 },
  { name: '显示器 27 英寸', brand: '戴尔', unit: '台', category: '电脑配件', base: 1599 },
  { name: '工具箱套装', brand: '世达', unit: '套', category: '五金工具', base: 459 },
  { name: '劳保手套 (12 双)', brand: '3M', unit: '包', category: '劳保用品', base: 45 },
  { name: '投影仪', brand: '爱普生', unit: '台', category: '办公设备', base: 4399 },
];
const TOWN_NAMES = ['城关街道', '新城街道', '工业园区'];

/** A small deterministic generator (mulberry32): the same seed gives the same catalogue every start. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fixed catalogue of a simulated channel: every 10th product is off the shelf, every 7th out of stock. */
export function simulatedCatalogue(channel: ChannelId): ChannelProduct[] {
  const next = random(SEEDS[channel]);
  return Array.from({ length: CATALOGUE_SIZE }, (_, i) => {
    const kind = KINDS[i % KINDS.length] as (typeof KINDS)[number];
    const cents = Math.round(kind.base * 100 * (0.8 + next() * 0.4));
    const sku = `${PREFIX[channel]}${String(100001 + i)}`;
    return {
      productId: sku,
      skuId: sku,
      name: `${kind.brand} ${kind.name} ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`,
      brand: kind.brand,
      unit: kind.unit,
      price: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      taxRate: '13.00',
      stock: i % 7 === 6 ? 0 : 10 + Math.floor(next() * 500),
      onShelf: i % 10 !== 9,
      imageUrl: null,
      categoryName: kind.category,
      description: `[${channel} simulator] ${kind.category}`,
    };
  });
}

/** The built-in simulator of a channel (DOMAIN.md §3): labels itself in every log line. */
export function simulatorChannel(channel: ChannelId, log?: Log): CommerceChannel {
  const label = `[${channel} simulator]`;
  const catalogue = simulatedCatalogue(channel);
  const bySku = new Map(catalogue.map((p) => [p.skuId, p]));
  return {
    id: channel,
    name: `${channel}:simulator`,
    async searchProducts(query: ChannelSearch) {
      const keyword = query.keyword?.trim().toLowerCase();
      const matches = catalogue.filter(
        (p) =>
          p.onShelf &&
          (!keyword || p.name.toLowerCase().includes(keyword) || p.skuId.toLowerCase() === keyword) &&
          (!query.minPrice || money.compare(p.price, query.minPrice) >= 0) &&
          (!query.maxPrice || money.compare(p.price, query.maxPrice) <= 0),
      );
      log?.info({ channel, keyword, total: matches.length }, `${label} search`);
      const start = (query.page - 1) * query.pageSize;
      return { items: matches.slice(start, start + query.pageSize), total: matches.length };
    },
    async productDetail(skuId) {
      return bySku.get(skuId) ?? null;
    },
    async verifyProducts(skuIds) {
      log?.info({ channel, skuIds }, `${label} verify`);
      return skuIds.flatMap((skuId) => {
        const p = bySku.get(skuId);
        return p ? [{ skuId, price: p.price, taxRate: p.taxRate, stock: p.stock, onShelf: p.onShelf }] : [];
      });
    },
    async addressBook(level: AddressLevel, parentId?: string): Promise<ChannelRegion[]> {
      const toRegion = (r: { code: string; name: string }) => ({ id: r.code, name: r.name });
      if (level === 'provinces') return provinces().map(toRegion);
      if (!parentId) return [];
      if (level === 'towns') {
        // The regions data stops at counties: towns are made up, three per county.
        return childrenOf(parentId.slice(0, 4)).some((c) => c.code === parentId)
          ? TOWN_NAMES.map((name, i) => ({ id: `${parentId}${String(i + 1).padStart(3, '0')}`, name }))
          : [];
      }
      return childrenOf(parentId).map(toRegion);
    },
  };
}
