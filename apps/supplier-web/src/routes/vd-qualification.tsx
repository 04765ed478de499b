export { MyQualificationPage as Component } from '@procure/vendor-feature-qualification';
