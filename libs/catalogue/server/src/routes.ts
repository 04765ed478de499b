import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContribution } from '@procure/server-http';

const routes: FastifyPluginAsyncZod = async () => {
  // The catalogue routes of issue #6 are registered here.
};

export const catalogueRoutes: RouteContribution = { gateway: 'api-v1', name: 'catalogue', routes };
