import { describe, expect, it } from 'vitest';
import type { SessionFacts, SessionRow } from '@procure/server-auth';
import { principalOf } from './load-principal.ts';
import { OPS_PERMISSIONS } from './permissions.ts';

const buyer: SessionRow = { id: 's', userId: 'u', loginTenantId: 't', site: 'buyer', vendorId: null };
const supplier: SessionRow = { ...buyer, site: 'supplier', vendorId: 'v' };
const ops: SessionRow = { ...buyer, site: 'ops', loginTenantId: null };
const facts: SessionFacts = {
  userDisabled: false,
  isMember: true,
  vendorServing: false,
  permissions: ['a', 'b'],
};

describe('principalOf', () => {
  it("gives a member the permissions of the session's tenant and site", () => {
    expect(principalOf(buyer, facts)).toEqual({ permissions: ['a', 'b'] });
  });

  it('locks out a disabled user on every site', () => {
    for (const session of [buyer, supplier, ops]) {
      expect(principalOf(session, { ...facts, userDisabled: true, vendorServing: true })).toBeNull();
    }
  });

  it('locks out a buyer without a tenant or no longer a member', () => {
    expect(principalOf({ ...buyer, loginTenantId: null }, facts)).toBeNull();
    expect(principalOf(buyer, { ...facts, isMember: false })).toBeNull();
  });

  it('lets a supplier in only while its company serves the tenant', () => {
    expect(principalOf(supplier, facts)).toBeNull();
    expect(principalOf(supplier, { ...facts, vendorServing: true })).toEqual({ permissions: ['a', 'b'] });
    expect(principalOf({ ...supplier, vendorId: null }, { ...facts, vendorServing: true })).toBeNull();
  });

  it('gives operations staff the platform permissions, whatever their roles', () => {
    expect(principalOf(ops, { ...facts, isMember: false })).toEqual({ permissions: OPS_PERMISSIONS });
  });
});
