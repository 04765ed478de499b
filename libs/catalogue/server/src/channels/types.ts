// One interface for the two external e-commerce channels ("first" and "second", DOMAIN.md §3): a
// deterministic simulator by default, an HTTP adapter when configured (CHANNEL1_PROVIDER=http …).

export const CHANNEL_IDS = ['channel1', 'channel2'] as const;
export type ChannelId = (typeof CHANNEL_IDS)[number];

/** A product as a channel sells it; prices are decimal strings (never floats), tax rate in percent. */
export type ChannelProduct = {
  productId: string;
  skuId: string;
  name: string;
  brand: string;
  unit: string;
  price: string;
  taxRate: string;
  stock: number;
  onShelf: boolean;
  imageUrl: string | null;
  categoryName: string;
  description: string;
};

/** What product verification says about one SKU now (unknown SKUs are absent from the answer). */
export type ChannelVerification = {
  skuId: string;
  price: string;
  taxRate: string;
  stock: number;
  onShelf: boolean;
};

export type ChannelSearch = {
  keyword?: string;
  minPrice?: string;
  maxPrice?: string;
  page: number;
  pageSize: number;
};

export type AddressLevel = 'provinces' | 'cities' | 'counties' | 'towns';
export type ChannelRegion = { id: string; name: string };

export type CommerceChannel = {
  readonly id: ChannelId;
  /** e.g. "channel1:simulator" or "channel1:http" (logs, health). */
  readonly name: string;
  searchProducts(query: ChannelSearch): Promise<{ items: ChannelProduct[]; total: number }>;
  productDetail(skuId: string): Promise<ChannelProduct | null>;
  verifyProducts(skuIds: readonly string[]): Promise<ChannelVerification[]>;
  /** The channel's own address book: provinces (no parent), then cities, counties, towns of a parent. */
  addressBook(level: AddressLevel, parentId?: string): Promise<ChannelRegion[]>;
};

/** A channel did not answer or answered nonsense: a 503 for the caller, never a 500. */
export class ChannelUnavailableError extends Error {
  constructor(
    readonly channel: ChannelId,
    cause?: unknown,
  ) {
    super(`${channel} unavailable`, cause === undefined ? undefined : { cause });
    this.name = 'ChannelUnavailableError';
  }
}
