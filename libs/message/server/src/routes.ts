import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { startEmailDispatcher } from './email-dispatch.ts';
import { noticeRoutes } from './notice-routes.ts';
import { copyRoutes } from './copy-routes.ts';
import { changeAllMessages, changeMessages, listMessages, openMessage, unreadCount } from './queries.ts';
import {
  changedSchema,
  messageCountSchema,
  messageIdParamsSchema,
  messageIdsSchema,
  messagePageSchema,
  messageQuerySchema,
  messageSchema,
} from './wire.ts';

// The caller's own messages: buyers with the message center, and every supplier user (the supplier portal's
// message center; its roles hold no messageCenter key, which would also open the company notices).
const config = { access: { permission: PERMISSIONS.messageCenter, supplierUser: true } } as const;
const tags = ['message'];

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  startEmailDispatcher(app);
  await app.register(noticeRoutes);
  await app.register(copyRoutes);

  app.get(
    '/message/list',
    {
      config,
      schema: {
        summary: "The caller's messages, newest first, in the request's language",
        tags,
        querystring: messageQuerySchema,
        response: { 200: envelopeSchema(messagePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(await withContext(db, ctx, (tx) => listMessages(tx, ownerOf(ctx), request.query, locale)));
    },
  );

  app.get(
    '/message/detail/:id',
    {
      config,
      schema: {
        summary: 'One message of the caller; opening it marks it read',
        tags,
        params: messageIdParamsSchema,
        response: { 200: envelopeSchema(messageSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(await withContext(db, ctx, (tx) => openMessage(tx, ownerOf(ctx), request.params.id, locale)));
    },
  );

  app.get(
    '/message/count',
    {
      config,
      schema: {
        summary: "The caller's unread messages (top-bar badge)",
        tags,
        response: { 200: envelopeSchema(messageCountSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok({ unread: await withContext(db, ctx, (tx) => unreadCount(tx, ownerOf(ctx))) });
    },
  );

  const batch = [
    ['/message/read', 'read', 'Marks the listed messages read', SUCCESS_MESSAGES.messageMarkedRead],
    [
      '/message/setUnread',
      'unread',
      'Marks the listed messages unread',
      SUCCESS_MESSAGES.messageMarkedUnread,
    ],
    ['/message/delete', 'delete', 'Deletes the listed messages (soft)', SUCCESS_MESSAGES.messageDeleted],
  ] as const;
  for (const [url, change, summary, success] of batch) {
    app.post(
      url,
      {
        config,
        schema: {
          summary: `${summary}; one unknown or foreign id fails the batch with 404 and changes nothing`,
          tags,
          body: messageIdsSchema,
          response: { 200: envelopeSchema(changedSchema), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const changed = await withContext(db, ctx, (tx) =>
          changeMessages(tx, ownerOf(ctx), request.body.ids, change),
        );
        return ok({ changed }, translate(request, success));
      },
    );
  }

  const all = [
    [
      '/message/readAll',
      'read',
      'Marks every message of the caller read',
      SUCCESS_MESSAGES.messageMarkedRead,
    ],
    [
      '/message/deleteAll',
      'delete',
      'Deletes every message of the caller (soft)',
      SUCCESS_MESSAGES.messageDeleted,
    ],
  ] as const;
  for (const [url, change, summary, success] of all) {
    app.post(
      url,
      {
        config,
        schema: {
          summary,
          tags,
          response: { 200: envelopeSchema(changedSchema), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const changed = await withContext(db, ctx, (tx) => changeAllMessages(tx, ownerOf(ctx), change));
        return ok({ changed }, translate(request, success));
      },
    );
  }
};

export const messageRoutes: RouteContribution = { gateway: 'api-v1', name: 'message', routes };
