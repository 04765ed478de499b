export { CommitSuccessPage as Component } from '@procure/receiving-feature-receive';
