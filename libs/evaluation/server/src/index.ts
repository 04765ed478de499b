export { evaluationRoutes } from './routes.ts';
export * as evaluationSchema from './schema.ts';
export * from './contract.ts';
