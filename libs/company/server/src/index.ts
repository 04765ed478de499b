export { companyRoutes } from './routes.ts';
export { positionLevels, staffProfiles } from './schema.ts';
export { BUILT_IN_ROLE_CODES, ADMIN_ROLE_CODE } from './roles-service.ts';
