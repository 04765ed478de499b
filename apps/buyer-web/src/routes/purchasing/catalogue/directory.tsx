export { CatalogueDirectoryPage as Component } from '@procure/catalogue-feature-shop';
