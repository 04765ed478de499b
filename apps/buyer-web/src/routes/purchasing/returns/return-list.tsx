export { ReturnListPage as Component } from '@procure/returns-feature-return';
