import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@procure/shared-api-client';
import { identityKeys } from './identity-keys.ts';
import { verifyCodeUrl } from './verify-code.ts';

afterEach(() => vi.unstubAllGlobals());

describe('identityKeys', () => {
  it('roots every key at the tenant of the session', () => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    });
    setSession({ token: 't', tenantId: 'tenant-a' });
    expect(identityKeys.currentUser()).toEqual(['tenant', 'tenant-a', 'identity', 'currentUser']);
    expect(identityKeys.menu('tenant-b')).toEqual(['tenant', 'tenant-b', 'identity', 'menu']);
    // Two tenants never share a cache entry.
    expect(identityKeys.menu('tenant-a')).not.toEqual(identityKeys.menu('tenant-b'));
  });
});

describe('verifyCodeUrl', () => {
  it('asks for the 100×50 image under the client key', () => {
    expect(verifyCodeUrl('k 1')).toBe('/api/v1/tenant/login/verifycode/100/50?key=k%201');
  });
});
