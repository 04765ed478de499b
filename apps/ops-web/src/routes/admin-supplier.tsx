export { PlatformSuppliersPage as Component } from '@procure/identity-feature-platform';
