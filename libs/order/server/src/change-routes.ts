import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { orderChangeSchema, type OrderChangeInput } from '@procure/shared-validation';
import { getProcurementSetting } from '@procure/masterdata-server';
import {
  AppError,
  RequestValidationError,
  envelopeSchema,
  errorResponses,
  idSchema,
  ok,
  translate,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerActor } from './actor.ts';
import type { OrderActor } from './order-actions.ts';
import {
  changeViews,
  checkChange,
  deleteChange,
  repealChange,
  saveChange,
  submitChange,
} from './order-changes.ts';
import {
  changeCheckSchema,
  changeSavedSchema,
  changeStatusSchema,
  idBodySchema,
  orderChangeSchemaWire,
} from './wire.ts';

/** Submit and confirm may carry the buyer's "submit anyway" over the source request's budget. */
const changeActionBodySchema = idBodySchema.extend({
  confirmOverBudget: z
    .boolean()
    .optional()
    .describe('submit / confirm: go on although the change takes the source request over its budget'),
});
type ChangeActionBody = z.infer<typeof changeActionBodySchema>;

// Order change applies on the buyer side (spec §4: check, submit, modify, repeal, delete, confirm).

const config = { access: { permission: PERMISSIONS.procurementOrder } } as const;
const tags = ['order change'];

/** The widest form (6 unit-price decimals) for the route; the tenant's decimals are checked in the handler. */
export const changeBodySchema = orderChangeSchema(6);

/** The change input again with the tenant's unit-price decimals (a translated field error past them). */
export async function parseChange(tx: Db, actor: OrderActor, body: unknown): Promise<OrderChangeInput> {
  const setting = await getProcurementSetting(tx, actor.tenantId);
  const result = orderChangeSchema(setting.unitPriceDecimals).safeParse(body);
  if (!result.success) throw new RequestValidationError(result.error as never);
  return result.data;
}

export async function changeRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/orderChange/check/:orderId',
    {
      config,
      schema: {
        summary:
          'Change-apply check: may the order be changed now (awaiting confirmation or shipment, nothing received, no open change)',
        tags,
        params: z.object({ orderId: idSchema }),
        response: { 200: envelopeSchema(changeCheckSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => checkChange(tx, buyerActor(ctx), request.params.orderId)));
    },
  );

  app.post(
    '/orderChange/modify',
    {
      config,
      schema: {
        summary:
          'Write a new order change (no changeId) or edit an open draft / returned one: new quantity, unit price or need-by date per line',
        tags,
        body: changeBodySchema,
        response: { 200: envelopeSchema(changeSavedSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const saved = await withContext(db, ctx, async (tx) =>
        saveChange(tx, actor, await parseChange(tx, actor, request.body), request.body.changeId ?? null),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.orderChangeSaved));
    },
  );

  for (const [path, summary, run] of [
    [
      '/orderChange/submit',
      'Submit a draft or returned change to approval (document type order change); no flow applies it at once',
      (tx: Db, actor: OrderActor, body: ChangeActionBody) =>
        submitChange(tx, actor, body.id, null, body.confirmOverBudget === true),
    ],
    [
      '/orderChange/confirm',
      'Accept a supplier’s proposed change into approval unchanged (as submit, for supplier proposals only)',
      (tx: Db, actor: OrderActor, body: ChangeActionBody) =>
        submitChange(tx, actor, body.id, 'supplier', body.confirmOverBudget === true),
    ],
    [
      '/orderChange/repeal',
      'Withdraw a change under approval (back to draft)',
      (tx: Db, actor: OrderActor, body: ChangeActionBody) => repealChange(tx, actor, body.id),
    ],
    [
      '/orderChange/delete',
      'Delete a draft or returned change (it stays on record as cancelled)',
      (tx: Db, actor: OrderActor, body: ChangeActionBody) => deleteChange(tx, actor, body.id),
    ],
  ] as const) {
    app.post(
      path,
      {
        config,
        schema: {
          summary,
          tags,
          body: changeActionBodySchema,
          response: {
            200: envelopeSchema(changeStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await withContext(db, ctx, (tx) => run(tx, buyerActor(ctx), request.body));
        return ok(
          result,
          path.endsWith('submit') || path.endsWith('confirm')
            ? translate(request, SUCCESS_MESSAGES.orderChangeSubmitted)
            : undefined,
        );
      },
    );
  }

  app.get(
    '/orderChange/detail/:id',
    {
      config,
      schema: {
        summary: 'One order change with its line diff (old → new quantity, price, amount, date)',
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(orderChangeSchemaWire), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const [view] = await withContext(db, ctx, (tx) =>
        changeViews(tx, buyerActor(ctx).tenantId, { changeId: request.params.id }, null),
      );
      if (!view) throw new AppError(404, ERROR_CODES.orderChangeNotFound);
      return ok(view);
    },
  );
}
