import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '@procure/shared-validation';
import { addressInputSchema, setDefaultParamsSchema } from './wire.ts';
import { toWire } from './address-service.ts';

const valid = {
  name: '周收货',
  phone: '13912345678',
  email: 'zhou@example.com',
  regionCode: '330106',
  address: '文三路 90 号',
  addressType: 1,
};

describe('address input', () => {
  it('accepts a complete address; street and isDefault are optional, an empty street is none', () => {
    expect(addressInputSchema.parse(valid)).toEqual(valid);
    expect(addressInputSchema.parse({ ...valid, street: '', isDefault: true })).toEqual({
      ...valid,
      street: undefined,
      isDefault: true,
    });
  });

  it('reports every broken rule with its code', () => {
    const result = addressInputSchema.safeParse({
      name: 'x'.repeat(51),
      phone: '1',
      email: '@',
      regionCode: '000000',
      address: '',
      addressType: 9,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(toFieldErrors(result.error).map((f) => `${f.path}:${f.code}`)).toEqual([
      'name:validation.tooLong',
      'phone:validation.mobile',
      'email:validation.email',
      'regionCode:validation.regionCode',
      'address:validation.required',
      'addressType:validation.oneOf',
    ]);
  });

  it('reads the set-default type from the path as a number', () => {
    expect(setDefaultParamsSchema.parse({ id: '00000000-0000-4000-8000-000000008001', type: '2' }).type).toBe(
      2,
    );
    expect(
      setDefaultParamsSchema.safeParse({ id: '00000000-0000-4000-8000-000000008001', type: '3' }).success,
    ).toBe(false);
  });
});

describe('toWire', () => {
  it('marks the default as not disposable and hides tenant and owner', () => {
    const now = new Date();
    const wire = toWire({
      id: 'a',
      tenantId: 't',
      userId: 'u',
      name: 'n',
      phone: 'p',
      email: 'e',
      regionCode: '330106',
      provinceName: '浙江省',
      cityName: '杭州市',
      areaName: '西湖区',
      street: null,
      address: 'x',
      addressType: 1,
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    });
    expect(wire.nodispose).toBe(true);
    expect(wire).not.toHaveProperty('tenantId');
    expect(wire).not.toHaveProperty('userId');
  });
});
