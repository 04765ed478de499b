export { catalogueRoutes } from './routes.ts';
export * from './contract.ts';
