import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { envelopeSchema, errorResponses, ok } from '@procure/server-http';
import { listOutbox } from '@procure/server-notify';
import { outboxEntrySchema } from './sign-in-wire.ts';

/** Operations: the messages the simulator recorded instead of sending (newest 50). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/outbox',
    {
      config: { access: { permission: PERMISSIONS.opsOutbox } },
      schema: {
        summary: 'Simulated outbox: the newest 50 messages the SMS / e-mail simulator recorded',
        tags: ['identity'],
        response: { 200: envelopeSchema(z.array(outboxEntrySchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async () => {
      const rows = await withAppRole(app.database.db, (tx) => listOutbox(tx, 50));
      return ok(
        rows.map((r) => ({
          id: r.id,
          channel: r.channel === 'email' ? ('email' as const) : ('sms' as const),
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          provider: r.provider,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
