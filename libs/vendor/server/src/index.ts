export { vendorRoutes } from './routes.ts';
export * from './contract.ts';
export * as vendorSchema from './schema.ts';
