export { statementRoutes } from './routes.ts';
export * from './contract.ts';
