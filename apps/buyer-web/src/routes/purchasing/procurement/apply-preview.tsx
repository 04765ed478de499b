export { ApplyPreviewPage as Component } from '@procure/procurement-feature-apply';
