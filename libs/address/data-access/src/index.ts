export { addressKeys, type AddressListFilters } from './address-keys.ts';
export type { Address, SaveAddressBody } from './address-api-types.ts';
export { addressFormSchema, type AddressFormInput, type AddressFormOutput } from './address-form-schema.ts';
export { addressesQueryOptions, fetchAddresses, useAddresses } from './use-addresses.ts';
export { saveAddress, useSaveAddress, type SaveAddressResult } from './use-save-address.ts';
export { deleteAddress, useDeleteAddress, type DeleteAddressResult } from './use-delete-address.ts';
export {
  setDefaultAddress,
  useSetDefaultAddress,
  type SetDefaultAddressInput,
  type SetDefaultAddressResult,
} from './use-set-default-address.ts';
