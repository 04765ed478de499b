export { masterdataRoutes } from './routes.ts';
export * from './contract.ts';
export * as masterdataSchema from './schema.ts';
