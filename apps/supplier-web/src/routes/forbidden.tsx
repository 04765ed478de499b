export { ForbiddenPage as Component } from '@procure/shell-feature-shell';
