export { returnsRoutes } from './routes.ts';
export * from './contract.ts';
