import { ADDRESS_TYPE, type AddressTypeCode } from '@procure/shared-codes';

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
};

/** The values the address form edits (the data-access schema's input type matches this shape). */
export type AddressFormValues = {
  name: string;
  phone: string;
  email: string;
  regionCode: string;
  street?: string | undefined;
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

/** The form values of an existing address, for the edit dialog. */
export function toAddressFormValues(address: AddressView): AddressFormValues {
  return {
    name: address.name,
    phone: address.phone,
    email: address.email,
    regionCode: address.regionCode,
    street: address.street ?? '',
    address: address.address,
    addressType: address.addressType === ADDRESS_TYPE.invoice ? ADDRESS_TYPE.invoice : ADDRESS_TYPE.receiving,
    isDefault: address.isDefault,
  };
}
