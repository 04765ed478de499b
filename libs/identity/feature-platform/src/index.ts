export { PlatformSuppliersPage } from './platform-suppliers-page.tsx';
export { PlatformBuyersPage } from './platform-buyers-page.tsx';
