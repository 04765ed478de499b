export { receivingRoutes } from './routes.ts';
export * from './contract.ts';
