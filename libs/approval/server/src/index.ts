export { approvalRoutes } from './routes.ts';
export * from './contract.ts';
