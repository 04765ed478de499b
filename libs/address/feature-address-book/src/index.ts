export { AddressBookPage, InvoiceAddressPage } from './address-book-page.tsx';
export { addressBookLoader } from './address-book-loader.ts';
