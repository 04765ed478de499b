export { NotFoundPage as Component } from '@procure/shell-feature-shell';
