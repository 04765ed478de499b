import { addressBookLoader } from '@procure/address-feature-address-book';
import { queryClient } from '../../../query-client.ts';

export { InvoiceAddressPage as Component } from '@procure/address-feature-address-book';
// The same address book query as /userSetting/address, prefetched while the chunk loads.
export const loader = addressBookLoader(queryClient);
