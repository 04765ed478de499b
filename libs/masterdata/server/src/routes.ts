import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContribution } from '@procure/server-http';
import { registerEntityRoutes } from './entity-routes.ts';
import { ENTITIES } from './entities.ts';
import { otherRoutes } from './other-routes.ts';
import { importRoutes } from './import-routes.ts';
import { invoiceTitleRoutes } from './invoice-title-routes.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  for (const entity of ENTITIES) registerEntityRoutes(app, entity);
  await app.register(otherRoutes);
  await app.register(importRoutes);
  await app.register(invoiceTitleRoutes);
};

export const masterdataRoutes: RouteContribution = { gateway: 'api-v1', name: 'masterdata', routes };
