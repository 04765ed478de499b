export { addressRoutes } from './routes.ts';
export { personAddresses } from './schema.ts';
export { addressInputSchema, addressSchema, type Address, type AddressInput } from './wire.ts';
