import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Password and mobile changes (SMS-verified): added once the notification library is available. */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
