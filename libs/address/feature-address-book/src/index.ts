export { AddressBookPage } from './address-book-page.tsx';
