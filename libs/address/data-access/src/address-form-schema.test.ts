import { toFieldErrors } from '@procure/shared-validation';
import { describe, expect, it } from 'vitest';
import { addressFormSchema } from './address-form-schema.ts';

const valid = {
  name: '张伟',
  phone: '13812345678',
  email: 'zhang.wei@example.com',
  regionCode: '310115',
  street: '',
  address: '碧波路 690 号',
  addressType: 1,
  isDefault: false,
};

const codesOf = (input: unknown) => {
  const result = addressFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(toFieldErrors(result.error).map((e) => [e.path, e.code]));
};

describe('addressFormSchema', () => {
  it('accepts a complete address and turns a blank street into undefined', () => {
    const result = addressFormSchema.parse(valid);
    expect(result.street).toBeUndefined();
    expect(result).toMatchObject({ regionCode: '310115', addressType: 1 });
  });

  it('reports the spec §5 required fields, but not the street', () => {
    expect(codesOf({ ...valid, name: '', phone: '', email: '', regionCode: '', address: '' })).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
      email: 'validation.required',
      regionCode: 'validation.required',
      address: 'validation.required',
    });
  });

  it('checks formats, the 50-character limit and the type code', () => {
    expect(
      codesOf({
        ...valid,
        phone: '12345678901',
        email: 'x@',
        regionCode: '990101',
        address: '路'.repeat(51),
        street: ' 镇',
        addressType: 3,
      }),
    ).toEqual({
      phone: 'validation.mobile',
      email: 'validation.email',
      regionCode: 'validation.regionCode',
      address: 'validation.tooLong',
      street: 'validation.surroundingSpaces',
      addressType: 'validation.oneOf',
    });
  });
});
