import { addressBookLoader } from '@procure/address-feature-address-book';
import { queryClient } from '../query-client.ts';

export { AddressBookPage as Component } from '@procure/address-feature-address-book';
// Prefetches the list into the query cache while the page's chunk loads.
export const loader = addressBookLoader(queryClient);
