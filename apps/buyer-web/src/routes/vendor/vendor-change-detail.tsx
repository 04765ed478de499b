export { ChangeDetailPage as Component } from '@procure/vendor-feature-profile';
