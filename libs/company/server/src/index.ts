export { companyRoutes } from './routes.ts';
export { positionLevels, staffProfiles } from './schema.ts';
export * from './contract.ts';
