export { AddressBookPage as Component } from '@procure/address-feature-address-book';
