export type { OrderDetail, OrderLine, OrderListQuery, OrderPage, OrderSummary } from './order-api-types.ts';
export { orderKeys } from './order-keys.ts';
export {
  fetchOrder,
  fetchOrderPage,
  orderPageQueryOptions,
  useOrder,
  useOrderLegalEntities,
  useOrderPage,
  useSaveOrderAsTemplate,
} from './use-orders.ts';
export * from './order-lifecycle.ts';
export * from './tax-rate.ts';
