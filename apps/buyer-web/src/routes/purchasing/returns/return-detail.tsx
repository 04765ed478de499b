export { ReturnDetailPage as Component } from '@procure/returns-feature-return';
