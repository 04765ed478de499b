export { PlatformBuyersPage as Component } from '@procure/identity-feature-platform';
