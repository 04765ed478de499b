import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { requireAuth } from '@procure/server-auth';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { blockClient, isClientAddress, sendSummary, unblockClient } from './ops.ts';

const access = { access: { permission: PERMISSIONS.opsSendGuard } } as const;
const tags = ['notify'];

const counts = { allowed: z.number().int(), refused: z.number().int() };
export const sendSummarySchema = z.object({
  since: z.string().describe('Start of the 24-hour window (ISO 8601)'),
  channels: z.array(z.object({ channel: z.string(), ...counts })),
  refusals: z
    .array(z.object({ channel: z.string(), reason: z.string(), count: z.number().int() }))
    .describe(
      'Refused attempts by channel and reason (imageCode, blocked, targetGap, targetDay, clientIp, clientKey, tenant, global)',
    ),
  clients: z.array(
    z.object({
      clientIp: z.string(),
      ...counts,
      targets: z.number().int().describe('Different numbers and addresses asked for'),
      lastAt: z.string(),
      blockedUntil: z.string().nullable(),
    }),
  ),
  blocks: z.array(z.object({ clientIp: z.string(), until: z.string() })),
});

const clientBodySchema = z.object({
  clientIp: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(64, 'validation.tooLong')
    .refine(isClientAddress, 'validation.invalid')
    .describe('An IPv4 or IPv6 address'),
});

/** Operations: what the send guard let through and refused, and blocking a pumping client. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const now = () => app.sendGuard.clock();

  app.get(
    '/ops/sendGuard/summary',
    {
      config: access,
      schema: {
        summary: 'Sends of the last 24 hours per channel and per client (top 20), and the blocked clients',
        tags,
        response: { 200: envelopeSchema(sendSummarySchema), ...errorResponses(401, 403, 503) },
      },
    },
    async () => ok(await withAppRole(db, (tx) => sendSummary(tx, now()))),
  );

  app.post(
    '/ops/sendGuard/block',
    {
      config: access,
      schema: {
        summary: 'Blocks a client address for a day: every code or message it asks for is refused (429)',
        tags,
        body: clientBodySchema,
        response: {
          200: envelopeSchema(z.object({ clientIp: z.string(), until: z.string() })),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { clientIp } = request.body;
      const until = await withAppRole(db, (tx) => blockClient(tx, clientIp, ctx.userId, now()), ctx.userId);
      return ok({ clientIp, until: until.toISOString() }, translate(request, SUCCESS_MESSAGES.notifyBlocked));
    },
  );

  app.post(
    '/ops/sendGuard/unblock',
    {
      config: access,
      schema: {
        summary: 'Lifts the block of a client address',
        tags,
        body: clientBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      requireAuth(request);
      const lifted = await withAppRole(db, (tx) => unblockClient(tx, request.body.clientIp, now()));
      if (!lifted) throw new AppError(404, ERROR_CODES.notifyBlockNotFound);
      return ok(null, translate(request, SUCCESS_MESSAGES.notifyUnblocked));
    },
  );
};

export const sendGuardOpsRoutes: RouteContribution = { gateway: 'api-v1', name: 'notify', routes };
