import { describe, expect, it } from 'vitest';
import { childrenOf, findRegion, provinces } from './regions.ts';

describe('regions', () => {
  it('lists the 31 mainland provinces', () => {
    expect(provinces()).toHaveLength(31);
    expect(provinces()[0]).toEqual({ code: '11', name: '北京市' });
  });
  it('resolves an area code to its full path', () => {
    expect(findRegion('110108')).toEqual({
      province: { code: '11', name: '北京市' },
      city: { code: '1101', name: '市辖区' },
      area: { code: '110108', name: '海淀区' },
    });
  });
  it('rejects codes that are not areas', () => {
    expect(findRegion('110100')).toBeUndefined();
    expect(findRegion('1101')).toBeUndefined();
    expect(findRegion('999999')).toBeUndefined();
  });
  it('walks down the tree', () => {
    expect(childrenOf('11').map((c) => c.code)).toContain('1101');
    expect(childrenOf('1101').map((c) => c.code)).toContain('110108');
    expect(childrenOf('110108')).toEqual([]);
  });
});
