import { describe, expect, it } from 'vitest';
import { createChannels } from './registry.ts';
import { simulatedCatalogue, simulatorChannel } from './simulator.ts';

describe('simulatorChannel', () => {
  it('generates the same catalogue on every start, different per channel', () => {
    expect(simulatedCatalogue('channel1')).toEqual(simulatedCatalogue('channel1'));
    expect(simulatedCatalogue('channel1')[0]?.price).not.toBe(simulatedCatalogue('channel2')[0]?.price);
    expect(simulatedCatalogue('channel1').every((p) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
  });

  it('searches on-shelf products only, by keyword and price range, paged', async () => {
    const c = simulatorChannel('channel1');
    const all = await c.searchProducts({ page: 1, pageSize: 100 });
    expect(all.total).toBe(54); // 60 minus every 10th (off the shelf)
    const cheap = await c.searchProducts({ maxPrice: '100', page: 1, pageSize: 100 });
    expect(cheap.items.every((p) => Number(p.price) <= 100)).toBe(true);
    expect(cheap.total).toBeGreaterThan(0);
    expect((await c.searchProducts({ page: 2, pageSize: 50 })).items).toHaveLength(4);
  });

  it('logs and labels itself, and walks the address book down to made-up towns', async () => {
    const lines: string[] = [];
    const c = simulatorChannel('channel2', { info: (_o, msg) => lines.push(msg) });
    await c.verifyProducts(['C2100001']);
    expect(lines).toEqual(['[channel2 simulator] verify']);
    expect((await c.addressBook('provinces')).length).toBeGreaterThan(30);
    expect((await c.addressBook('counties', '3205')).map((r) => r.id)).toContain('320505');
    expect(await c.addressBook('towns', '320505')).toHaveLength(3);
    expect(await c.addressBook('towns', '999999')).toEqual([]);
  });

  it('is the default; http needs a URL', () => {
    expect(createChannels({}).channel1.name).toBe('channel1:simulator');
    expect(() => createChannels({ CHANNEL2_PROVIDER: 'http' })).toThrow(/CHANNEL2_HTTP_URL/);
    expect(createChannels({ CHANNEL2_PROVIDER: 'http', CHANNEL2_HTTP_URL: 'http://x' }).channel2.name).toBe(
      'channel2:http',
    );
  });
});
