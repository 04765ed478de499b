export { messageRoutes } from './routes.ts';
export * from './contract.ts';
