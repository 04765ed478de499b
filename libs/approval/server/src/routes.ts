import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContribution } from '@procure/server-http';

const routes: FastifyPluginAsyncZod = async () => {
  // The approval routes of issue #6 are registered here.
};

export const approvalRoutes: RouteContribution = { gateway: 'api-v1', name: 'approval', routes };
