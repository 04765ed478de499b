export { orderRoutes } from './routes.ts';
export * from './contract.ts';
