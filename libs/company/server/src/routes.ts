import type { RouteContribution } from '@procure/server-http';
import { enterpriseRoutes } from './enterprise-routes.ts';
import { rolesRoutes } from './roles-routes.ts';
import { staffRoutes } from './staff-routes.ts';

/** Company settings (spec §2 /setting): staff, roles and permissions, enterprise information. */
export const companyRoutes: RouteContribution = {
  gateway: 'api-v1',
  name: 'company',
  routes: async (app) => {
    await app.register(rolesRoutes);
    await app.register(staffRoutes);
    await app.register(enterpriseRoutes);
  },
};
