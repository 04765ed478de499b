/** Address book kinds (wire `addressType`): 1 receiving, 2 invoice / mailing. */
export const ADDRESS_TYPE = { receiving: 1, invoice: 2 } as const;
export type AddressTypeCode = (typeof ADDRESS_TYPE)[keyof typeof ADDRESS_TYPE];
export const ADDRESS_TYPE_CODES: readonly AddressTypeCode[] = Object.values(ADDRESS_TYPE);
