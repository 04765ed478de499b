import { z } from 'zod';
import {
  ChannelUnavailableError,
  type AddressLevel,
  type ChannelId,
  type ChannelProduct,
  type CommerceChannel,
} from './types.ts';

export type HttpChannelOptions = {
  baseUrl: string;
  appKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const price = z.string().regex(/^\d{1,10}(\.\d{1,6})?$/);
const productSchema = z.object({
  productId: z.string().min(1),
  skuId: z.string().min(1),
  name: z.string(),
  brand: z.string().default(''),
  unit: z.string(),
  price,
  taxRate: price,
  stock: z.number().int().min(0),
  onShelf: z.boolean(),
  imageUrl: z.string().nullable().default(null),
  categoryName: z.string().default(''),
  description: z.string().default(''),
});
const verificationSchema = z.object({
  skuId: z.string(),
  price,
  taxRate: price,
  stock: z.number().int().min(0),
  onShelf: z.boolean(),
});
const regionSchema = z.object({ id: z.string(), name: z.string() });

/**
 * A channel's real API (JSON over HTTP, `app-key` header). Wire contract expected from the provider:
 * GET  /products/search?keyword&minPrice&maxPrice&page&pageSize → { code: 0, data: { items, total } }
 * GET  /products/{skuId}                                         → { code: 0, data: product | null }
 * POST /products/verify { skuIds }                               → { code: 0, data: verification[] }
 * GET  /address/{provinces|cities|counties|towns}?parentId       → { code: 0, data: [{ id, name }] }
 * Any transport error, non-2xx status or unexpected body is a ChannelUnavailableError (503 upstream).
 */
export function httpChannel(channel: ChannelId, options: HttpChannelOptions): CommerceChannel {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T extends z.ZodType>(path: string, schema: T, body?: unknown): Promise<z.infer<T>> {
    try {
      const response = await doFetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'app-key': options.appKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answer = z.object({ code: z.literal(0), data: z.unknown() }).parse(await response.json());
      return schema.parse(answer.data) as z.infer<T>;
    } catch (err) {
      throw new ChannelUnavailableError(channel, err);
    }
  }

  const query = (params: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) search.set(key, String(value));
    return search.toString();
  };

  return {
    id: channel,
    name: `${channel}:http`,
    searchProducts: (q) =>
      call(
        `/products/search?${query({ keyword: q.keyword, minPrice: q.minPrice, maxPrice: q.maxPrice, page: q.page, pageSize: q.pageSize })}`,
        z.object({ items: z.array(productSchema), total: z.number().int().min(0) }),
      ),
    productDetail: async (skuId) =>
      (await call(
        `/products/${encodeURIComponent(skuId)}`,
        productSchema.nullable(),
      )) as ChannelProduct | null,
    verifyProducts: (skuIds) => call('/products/verify', z.array(verificationSchema), { skuIds }),
    addressBook: (level: AddressLevel, parentId?: string) =>
      call(`/address/${level}?${query({ parentId })}`, z.array(regionSchema)),
  };
}
