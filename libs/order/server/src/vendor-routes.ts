import { z } from 'zod';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  cancelReplyBody,
  deliverySchema,
  orderAttachSchema,
  orderAttachmentIdBody,
  orderIdBody,
  orderReasonBody,
} from '@procure/shared-validation';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  idSchema,
  ok,
  requestLocale,
  translate,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { supplierActor } from './actor.ts';
import { listOrders } from './order-queries.ts';
import { deliveriesOf, findFullDetail, markRead, orderVersions } from './order-deliveries.ts';
import { confirmOrder, deliverCheck, deliverOrder, refuseOrder, replyCancel } from './order-actions.ts';
import { checkChange, saveChange } from './order-changes.ts';
import { changeBodySchema, parseChange } from './change-routes.ts';
import { purchaseOrders } from './schema.ts';
import {
  changeCheckSchema,
  changeSavedSchema,
  deliverCheckSchema,
  deliverResultSchema,
  orderDeliverySchema,
  orderFullDetailSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderVersionsSchema,
  statusResultSchema,
  unreadCountSchema,
  vendorOrderTodoSchema,
} from './wire.ts';
import { vendorOrderTodo } from './vendor-todo.ts';
import { attachFiles, removeAttachment } from './order-files.ts';
import { listVendorOrderLines, orderLegalEntities } from './order-line-queries.ts';
import {
  attachResultSchema,
  legalEntityOptionsSchema,
  orderLineListQuerySchema,
  orderLinePageSchema,
} from './wire.ts';

// The supplier portal's order calls (spec §6: "supplier-side order actions sit under a vendor prefix";
// §7 "Supplier orders"). Every call is scoped by the session's tenant AND company: row-level security
// (app.vendor_id) and an explicit vendor_id in every statement. Another supplier's or another tenant's
// order answers exactly like an absent one (404).

const config = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const tags = ['supplier order'];
const P = '/vendor/order';

export async function vendorRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    `${P}/simulationList`,
    {
      config,
      schema: {
        summary:
          "The supplier's orders in the current tenant, newest first (keyset pages), with the unread marker",
        tags,
        querystring: orderListQuerySchema,
        response: { 200: envelopeSchema(orderPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const query = { ...request.query, vendorId: undefined };
      return ok(
        await withContext(db, ctx, (tx) =>
          listOrders(tx, actor.tenantId, query, requestLocale(request), actor.vendorId),
        ),
      );
    },
  );

  app.get(
    `${P}/lineList`,
    {
      config,
      schema: {
        summary:
          "The supplier's order lines in the current tenant: newest order first, by line number (keyset pages)",
        tags,
        querystring: orderLineListQuerySchema,
        response: { 200: envelopeSchema(orderLinePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          listVendorOrderLines(tx, actor.tenantId, actor.vendorId, request.query, requestLocale(request)),
        ),
      );
    },
  );

  app.get(
    `${P}/legalEntities`,
    {
      config,
      schema: {
        summary: "The buyer legal entities of the supplier's orders in the current tenant (filter options)",
        tags,
        response: { 200: envelopeSchema(legalEntityOptionsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          orderLegalEntities(tx, actor.tenantId, actor.vendorId, requestLocale(request)),
        ),
      );
    },
  );

  app.post(
    `${P}/attach`,
    {
      config,
      schema: {
        summary:
          "Attaches files the supplier user uploaded (type 13 order file or 14 order status file) to its company's order",
        tags,
        body: orderAttachSchema,
        response: {
          200: envelopeSchema(attachResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        attachFiles(tx, supplierActor(ctx), 'supplier', request.body),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.orderFilesAttached));
    },
  );

  app.post(
    `${P}/removeFile`,
    {
      config,
      schema: {
        summary: 'Removes an attachment the supplier user attached (another one, or an absent id: 404)',
        tags,
        body: orderAttachmentIdBody,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => removeAttachment(tx, supplierActor(ctx), request.body.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.orderFileRemoved));
    },
  );

  app.get(
    `${P}/todoCount`,
    {
      config,
      schema: {
        summary:
          "The supplier home page's to-do counts in the current tenant: to confirm, to deliver, cancel requests, unread, open proposals",
        tags,
        response: { 200: envelopeSchema(vendorOrderTodoSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(await withContext(db, ctx, (tx) => vendorOrderTodo(tx, actor.tenantId, actor.vendorId)));
    },
  );

  app.get(
    `${P}/unreadCount`,
    {
      config,
      schema: {
        summary: "How many of the supplier's orders in the current tenant changed since it last opened them",
        tags,
        response: { 200: envelopeSchema(unreadCountSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const rows = await withContext(db, ctx, (tx) =>
        tx
          .select({ n: count() })
          .from(purchaseOrders)
          .where(
            and(
              eq(purchaseOrders.tenantId, actor.tenantId),
              eq(purchaseOrders.vendorId, actor.vendorId),
              eq(purchaseOrders.vendorUnread, true),
            ),
          ),
      );
      return ok({ count: rows[0]?.n ?? 0 });
    },
  );

  app.get(
    `${P}/detail/:id`,
    {
      config,
      schema: {
        summary:
          'One of the supplier’s orders: ledger, history, delivery notes, changes (clears its unread marker)',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderFullDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const detail = await withContext(db, ctx, async (tx) => {
        const found = await findFullDetail(
          tx,
          actor.tenantId,
          request.params.id,
          requestLocale(request),
          actor.vendorId,
          actor.userId,
        );
        if (found) await markRead(tx, actor.tenantId, found.id, actor.vendorId);
        return found;
      });
      if (!detail) throw new AppError(404, ERROR_CODES.orderNotFound);
      return ok(detail);
    },
  );

  app.post(
    `${P}/confirm`,
    {
      config,
      schema: {
        summary: 'Confirm an order awaiting confirmation (→ awaiting shipment)',
        tags,
        body: orderIdBody,
        response: {
          200: envelopeSchema(statusResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        confirmOrder(tx, supplierActor(ctx), request.body.id),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.orderConfirmed));
    },
  );

  app.post(
    `${P}/refuse`,
    {
      config,
      schema: {
        summary: 'Refuse an order awaiting confirmation, with a reason (→ returned)',
        tags,
        body: orderReasonBody,
        response: {
          200: envelopeSchema(statusResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) =>
        refuseOrder(tx, supplierActor(ctx), request.body.id, request.body.reason),
      );
      return ok(result, translate(request, SUCCESS_MESSAGES.orderRefused));
    },
  );

  app.get(
    `${P}/deliverCheck/:id`,
    {
      config,
      schema: {
        summary: 'Deliver check: may a delivery note be written now (status, deliver-times limit)',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(deliverCheckSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => deliverCheck(tx, supplierActor(ctx), request.params.id)));
    },
  );

  app.post(
    `${P}/deliver`,
    {
      config,
      schema: {
        summary:
          'Deliver: a delivery note with lines (each ≤ ordered − delivered), courier, tracking number, expected arrival',
        tags,
        body: deliverySchema,
        response: {
          200: envelopeSchema(deliverResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await withContext(db, ctx, (tx) => deliverOrder(tx, supplierActor(ctx), request.body));
      return ok(result, translate(request, SUCCESS_MESSAGES.orderDelivered));
    },
  );

  app.get(
    `${P}/delivery/:id`,
    {
      config,
      schema: {
        summary: 'One of the supplier’s delivery notes',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(orderDeliverySchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const [note] = await withContext(db, ctx, (tx) =>
        deliveriesOf(tx, actor.tenantId, { deliveryId: request.params.id }, actor.vendorId),
      );
      if (!note) throw new AppError(404, ERROR_CODES.orderDeliveryNotFound);
      return ok(note);
    },
  );

  app.post(
    `${P}/cancelReply`,
    {
      config,
      schema: {
        summary: 'Answer the buyer’s cancel request: accept (→ cancelled) or decline (→ awaiting shipment)',
        tags,
        body: cancelReplyBody,
        response: {
          200: envelopeSchema(statusResultSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          replyCancel(tx, supplierActor(ctx), request.body.id, request.body.accept),
        ),
      );
    },
  );

  app.get(
    `${P}/changeApplyCheck/:id`,
    {
      config,
      schema: {
        summary: 'Change-apply check before "order modify"',
        tags,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(changeCheckSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => checkChange(tx, supplierActor(ctx), request.params.id)));
    },
  );

  app.post(
    `${P}/modify`,
    {
      config,
      schema: {
        summary:
          'Order modify: a counter-proposal (quantity, unit price, need-by date per line) that the buyer confirms into approval',
        tags,
        body: changeBodySchema,
        response: { 200: envelopeSchema(changeSavedSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const saved = await withContext(db, ctx, async (tx) =>
        saveChange(tx, actor, await parseChange(tx, actor, request.body), request.body.changeId ?? null),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.orderChangeSaved));
    },
  );

  app.get(
    `${P}/versions/:id`,
    {
      config,
      schema: {
        summary: 'Versions of one of the supplier’s orders and the changes behind them',
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(orderVersionsSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const versions = await withContext(db, ctx, (tx) =>
        orderVersions(tx, actor.tenantId, request.params.id, actor.vendorId),
      );
      if (!versions) throw new AppError(404, ERROR_CODES.orderNotFound);
      return ok(versions);
    },
  );
}
