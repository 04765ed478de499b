export {
  SupplierOrderListPage,
  supplierOrderListFilters,
  toSupplierOrderListQuery,
} from './supplier-order-list-page.tsx';
export { SupplierOrderDetailPage } from './supplier-order-detail-page.tsx';
export { SupplierDeliveryPage } from './supplier-delivery-page.tsx';
export { SupplierOrderVersionsPage } from './supplier-order-versions-page.tsx';
export { SupplierTodoCards } from './supplier-todo-cards.tsx';
export { SupplierOrderLinesPage } from './supplier-order-lines-page.tsx';
