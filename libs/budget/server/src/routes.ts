import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContribution } from '@procure/server-http';

const routes: FastifyPluginAsyncZod = async () => {
  // The budget routes of issue #6 are registered here.
};

export const budgetRoutes: RouteContribution = { gateway: 'api-v1', name: 'budget', routes };
