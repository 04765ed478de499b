export { orderRoutes } from './routes.ts';
export * from './contract.ts';
export { orderHistory } from './order-history.ts';
export { orderDigestSource } from './digest.ts';
