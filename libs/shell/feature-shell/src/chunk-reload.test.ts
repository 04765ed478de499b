import { describe, expect, it } from 'vitest';
import { claimChunkReload, clearChunkReload, isChunkLoadError } from './chunk-reload.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('chunk reload (spec §8)', () => {
  it('recognises the browsers’ chunk failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads a path once, not in a loop, and again after a page rendered', () => {
    const storage = memory();
    expect(claimChunkReload(storage, '/orders')).toBe(true);
    expect(claimChunkReload(storage, '/orders')).toBe(false);
    expect(claimChunkReload(storage, '/invoices')).toBe(true);
    clearChunkReload(storage);
    expect(claimChunkReload(storage, '/invoices')).toBe(true);
  });
});
