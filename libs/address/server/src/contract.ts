// The address domain's contract with the other domains' server code. Every function runs inside the
// caller's tenant transaction (row-level security already scoped); `person_addresses` stays private.

/** Personal settings (`/mysetting/profile/modify`) sets the default receiving and invoice addresses. */
export { setDefaultAddress } from './address-service.ts';
/** Purchase requests: the default receiving address, which ids are receiving addresses, the delivery text. */
export {
  defaultReceivingAddressId,
  receivingAddressIdsOf,
  deliveryAddress,
  invoiceAddressOf,
  type DeliveryAddress,
} from './delivery-queries.ts';
