export { budgetRoutes } from './routes.ts';
export * from './contract.ts';
