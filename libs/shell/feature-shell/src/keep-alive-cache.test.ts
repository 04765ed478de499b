import { describe, expect, it } from 'vitest';
import { KeepAliveCache } from './keep-alive-cache.ts';

describe('KeepAliveCache', () => {
  it('keeps at most max pages, dropping the least recently shown', () => {
    const cache = new KeepAliveCache<string>(2);
    cache.put('/a', 'A');
    cache.put('/b', 'B');
    cache.put('/a', 'A2'); // shown again: now the most recent
    cache.put('/c', 'C');
    expect(cache.has('/b')).toBe(false);
    expect(cache.entries()).toEqual([
      ['/a', 'A2'],
      ['/c', 'C'],
    ]);
  });

  it('lists pages in a stable order whatever the visiting order', () => {
    const cache = new KeepAliveCache<number>(5);
    cache.put('/z', 1);
    cache.put('/m', 2);
    const first = cache.entries().map(([k]) => k);
    cache.put('/z', 3);
    expect(cache.entries().map(([k]) => k)).toEqual(first);
  });

  it('forgets one page or all, and rejects a useless size', () => {
    const cache = new KeepAliveCache<number>(3);
    cache.put('/a', 1);
    cache.put('/b', 2);
    cache.drop('/a');
    expect(cache.has('/a')).toBe(false);
    cache.drop();
    expect(cache.entries()).toEqual([]);
    expect(() => new KeepAliveCache(0)).toThrow(RangeError);
  });
});
