export { AddressBookPage } from './address-book-page.tsx';
export { addressBookLoader } from './address-book-loader.ts';
