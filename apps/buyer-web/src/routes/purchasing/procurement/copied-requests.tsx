export { CopiedRequestsPage as Component } from '@procure/procurement-feature-apply';
