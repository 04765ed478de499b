import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { pageCertificates, sendCertificateNotices } from './certificate-notices.ts';
import {
  batchNoticeInputSchema,
  certificatePageQuerySchema,
  certificatePageSchema,
  noticeResultSchema,
} from './certificate-notices-wire.ts';
import { idParamsSchema } from './wire.ts';

// The buyer's certificate list and its notices (issue #16 §5; spec §7 qualification page, notice /{id},
// batch notice). Permission `supplier`; a foreign certificate answers like an absent one (404).

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const tags = ['vendor'];

export const certificateNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const send = async (ctx: RequestContext, ids: readonly string[]) =>
    withContext(db, ctx, (tx) => sendCertificateNotices(tx, ownerOf(ctx).tenantId, ctx.userId, ids));

  app.get(
    '/vendor/qualification/page',
    {
      config: buyer,
      schema: {
        summary:
          'The latest certificate of each supplier and type, most urgent first: search, state and type filters, keyset pages',
        tags,
        querystring: certificatePageQuerySchema,
        response: { 200: envelopeSchema(certificatePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          pageCertificates(tx, ownerOf(ctx).tenantId, request.query, locale),
        ),
      );
    },
  );

  app.post(
    '/vendor/qualification/notice/:id',
    {
      config: buyer,
      schema: {
        summary:
          "Sends the supplier a notice to renew one expiring or expired certificate (its portal's messages, e-mail by its settings)",
        tags,
        params: idParamsSchema,
        response: {
          200: envelopeSchema(noticeResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const count = await send(ctx, [request.params.id]);
      return ok({ count }, translate(request, SUCCESS_MESSAGES.vendorNoticesSent, { count }));
    },
  );

  app.post(
    '/vendor/qualification/batchNotice',
    {
      config: buyer,
      schema: {
        summary:
          'Sends notices about several certificates at once: all or nothing (an absent, valid, superseded or already noticed one refuses the batch)',
        tags,
        body: batchNoticeInputSchema,
        response: {
          200: envelopeSchema(noticeResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const count = await send(ctx, request.body.ids);
      return ok({ count }, translate(request, SUCCESS_MESSAGES.vendorNoticesSent, { count }));
    },
  );
};
