import { describe, expect, it } from 'vitest';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import { toAddressFormValues, toAddressTypeCode } from './address-model.ts';
import { defaultAddress } from './testing/address-fixtures.ts';

describe('address model', () => {
  it('knows the address type codes and nothing else', () => {
    expect(toAddressTypeCode(ADDRESS_TYPE.receiving)).toBe(ADDRESS_TYPE.receiving);
    expect(toAddressTypeCode(99)).toBeUndefined();
  });

  it('edits an existing address with its values, an unknown type falling back to receiving', () => {
    const values = toAddressFormValues({ ...defaultAddress, addressType: 99, street: null });
    expect(values).toMatchObject({
      name: defaultAddress.name,
      street: '',
      addressType: ADDRESS_TYPE.receiving,
    });
    expect(values.isDefault).toBe(defaultAddress.isDefault);
  });
});
