export { MyProfilePage as Component } from '@procure/vendor-feature-profile';
