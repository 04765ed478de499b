import { setSession } from '@procure/shared-api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressKeys } from './address-keys.ts';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => vi.stubGlobal('sessionStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('addressKeys', () => {
  it('roots every key at the current tenant, so a tenant switch never reuses cached rows', () => {
    setSession({ token: 't', tenantId: 'tenant-a' });
    expect(addressKeys.list()).toEqual(['tenant', 'tenant-a', 'addresses', 'list', {}]);
    expect(addressKeys.detail('id-1')).toEqual(['tenant', 'tenant-a', 'addresses', 'detail', 'id-1']);
    setSession({ token: 't', tenantId: 'tenant-b' });
    expect(addressKeys.lists()).toEqual(['tenant', 'tenant-b', 'addresses', 'list']);
    expect(addressKeys.all('tenant-c')).toEqual(['tenant', 'tenant-c', 'addresses']);
  });
});
