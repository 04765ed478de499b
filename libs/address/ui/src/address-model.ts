import { ADDRESS_TYPE, ADDRESS_TYPE_CODES, type AddressTypeCode } from '@procure/shared-codes';

/** One row of the address book as the ui shows it (a structural subset of the API's address). */
export type AddressView = {
  id: string;
  name: string;
  phone: string;
  email: string;
  regionCode: string;
  provinceName: string;
  cityName: string;
  areaName: string;
  street?: string | null;
  address: string;
  addressType: number;
  isDefault: boolean;
  /** The server's "cannot be deleted" flag (set on the default address). */
  nodispose?: boolean;
};

/** The values the address form edits (the data-access schema's input type matches this shape). */
export type AddressFormValues = {
  name: string;
  phone: string;
  email: string;
  regionCode: string;
  street?: string | null | undefined;
  address: string;
  addressType: AddressTypeCode;
  isDefault: boolean;
};

export const emptyAddressFormValues: AddressFormValues = {
  name: '',
  phone: '',
  email: '',
  regionCode: '',
  street: '',
  address: '',
  addressType: ADDRESS_TYPE.receiving,
  isDefault: false,
};

/** The wire number as an address type code; undefined for a number the address book does not know. */
export function toAddressTypeCode(value: number): AddressTypeCode | undefined {
  return ADDRESS_TYPE_CODES.find((code) => code === value);
}

/** The form values of an existing address, for the edit dialog. */
export function toAddressFormValues(address: AddressView): AddressFormValues {
  return {
    name: address.name,
    phone: address.phone,
    email: address.email,
    regionCode: address.regionCode,
    street: address.street ?? '',
    address: address.address,
    addressType: toAddressTypeCode(address.addressType) ?? ADDRESS_TYPE.receiving,
    isDefault: address.isDefault,
  };
}
