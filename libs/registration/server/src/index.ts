export { registrationRoutes } from './routes.ts';
export { provisionTenant } from './provision-tenant.ts';
export { tenantRegistrations, REGISTRATION_STATUSES, type RegistrationStatus } from './schema.ts';
