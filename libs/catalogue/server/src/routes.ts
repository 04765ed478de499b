import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContribution } from '@procure/server-http';
import { cartRoutes } from './cart-routes.ts';
import { channelRoutes } from './channel-routes.ts';
import { managementRoutes } from './management-routes.ts';
import { shopRoutes } from './shop-routes.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(shopRoutes);
  await app.register(cartRoutes);
  await app.register(channelRoutes);
  await app.register(managementRoutes);
};

export const catalogueRoutes: RouteContribution = { gateway: 'api-v1', name: 'catalogue', routes };
