export { HomePage as Component } from '@procure/shell-feature-shell';
