export { addressRoutes } from './routes.ts';
// Personal settings (`/mysetting/profile/modify`) sets the default receiving and invoice addresses.
export { setDefaultAddress } from './address-service.ts';
export { personAddresses } from './schema.ts';
export { addressInputSchema, addressSchema, type Address, type AddressInput } from './wire.ts';
