import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpChannel } from './http.ts';
import { ChannelUnavailableError } from './types.ts';

// The HTTP adapter against a real local server speaking the provider contract documented in http.ts.

const product = {
  productId: 'P-1',
  skuId: 'S-1',
  name: 'Chair',
  brand: 'Acme',
  unit: 'pcs',
  price: '380.50',
  taxRate: '13',
  stock: 4,
  onShelf: true,
  imageUrl: null,
  categoryName: 'Furniture',
  description: '',
};
const seen: { method: string; url: string; appKey: string | undefined; body: string }[] = [];
let mode: 'ok' | 'broken' | 'garbage' = 'ok';

async function read(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

let server: Server;
let baseUrl: string;
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      appKey: req.headers['app-key'] as string,
      body,
    });
    if (mode === 'broken') return void res.writeHead(502).end();
    res.setHeader('content-type', 'application/json');
    if (mode === 'garbage') return void res.end(JSON.stringify({ code: 0, data: { items: [{ price: 1 }] } }));
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/products/search')
      return void res.end(JSON.stringify({ code: 0, data: { items: [product], total: 1 } }));
    if (url.pathname === '/api/products/S-1') return void res.end(JSON.stringify({ code: 0, data: product }));
    if (url.pathname === '/api/products/NOPE') return void res.end(JSON.stringify({ code: 0, data: null }));
    if (url.pathname === '/api/products/verify')
      return void res.end(
        JSON.stringify({
          code: 0,
          data: [{ skuId: 'S-1', price: '380.50', taxRate: '13', stock: 0, onShelf: false }],
        }),
      );
    if (url.pathname === '/api/address/cities')
      return void res.end(JSON.stringify({ code: 0, data: [{ id: '3205', name: '苏州市' }] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const channel = () => httpChannel('channel2', { baseUrl, appKey: 'k-123', timeoutMs: 2000 });

describe('httpChannel', () => {
  it('searches, reads details, verifies and reads the address book with the app key', async () => {
    mode = 'ok';
    seen.length = 0;
    const c = channel();
    expect(c.name).toBe('channel2:http');
    expect(await c.searchProducts({ keyword: '椅', page: 2, pageSize: 10 })).toEqual({
      items: [product],
      total: 1,
    });
    expect(seen[0]?.url).toBe('/api/products/search?keyword=%E6%A4%85&page=2&pageSize=10');
    expect(await c.productDetail('S-1')).toEqual(product);
    expect(await c.productDetail('NOPE')).toBeNull();
    expect(await c.verifyProducts(['S-1'])).toEqual([
      { skuId: 'S-1', price: '380.50', taxRate: '13', stock: 0, onShelf: false },
    ]);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', body: JSON.stringify({ skuIds: ['S-1'] }) });
    expect(await c.addressBook('cities', '32')).toEqual([{ id: '3205', name: '苏州市' }]);
    expect(seen.every((r) => r.appKey === 'k-123')).toBe(true);
  });

  it('turns an HTTP failure or an unexpected body into ChannelUnavailableError', async () => {
    mode = 'broken';
    await expect(channel().verifyProducts(['S-1'])).rejects.toBeInstanceOf(ChannelUnavailableError);
    mode = 'garbage';
    await expect(channel().searchProducts({ page: 1, pageSize: 5 })).rejects.toBeInstanceOf(
      ChannelUnavailableError,
    );
    await expect(
      httpChannel('channel1', { baseUrl: 'http://127.0.0.1:1/', appKey: '' }).productDetail('S-1'),
    ).rejects.toBeInstanceOf(ChannelUnavailableError);
  });
});
