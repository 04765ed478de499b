export { MaterialsManagePage as Component } from '@procure/catalogue-feature-shop';
