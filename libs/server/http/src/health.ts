import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok } from './envelope.ts';
import { sendError } from './error-handler.ts';

const PING_TIMEOUT_MS = 2000;

async function pingWithin(ping: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** `GET /health` (no gateway prefix): 200 while the database answers, 503 + Retry-After otherwise. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        hide: true,
        response: {
          200: envelopeSchema(z.object({ status: z.literal('ok'), database: z.literal('up') })),
          ...errorResponses(503),
        },
      },
    },
    async (request, reply) => {
      if (await pingWithin(app.database.ping, PING_TIMEOUT_MS))
        return ok({ status: 'ok' as const, database: 'up' as const });
      return sendError(request, reply, { status: 503, errorCode: ERROR_CODES.serviceUnavailable });
    },
  );
};
