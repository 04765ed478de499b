import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, idempotent, ok, translate } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerActor } from './actor.ts';
import type { PaymentActor } from './types.ts';

// What every payables route file shares: the permissions, the error set of writes, and `post`, which runs
// a money-moving action once per Idempotency-Key in the caller's tenant transaction.

export const buyer = { access: { permission: PERMISSIONS.payment } } as const;
export const supplier = { access: { permission: PERMISSIONS.vendorOrder } } as const;
export const tags = ['payables'];
export const writeErrors = errorResponses(400, 401, 403, 404, 409, 422, 503);

export type Typed = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

/** Runs a money-moving action in the caller's tenant transaction, once per Idempotency-Key. */
export function moving<T>(
  db: Db,
  request: FastifyRequest,
  ctx: RequestContext,
  run: (tx: Db, actor: PaymentActor) => Promise<T>,
) {
  const actor = buyerActor(ctx);
  return withContext(db, ctx, (tx) => idempotent(tx, request, actor, () => run(tx, actor)));
}

export function post<B extends z.ZodType, R extends z.ZodType>(
  app: Typed,
  path: string,
  summary: string,
  body: B,
  response: R,
  message: string,
  run: (tx: Db, actor: PaymentActor, body: z.infer<B>) => Promise<z.infer<R>>,
) {
  // Generic over the body schema: registered untyped (the zod compilers still validate and serialise).
  (app as FastifyInstance).post(
    path,
    {
      config: buyer,
      schema: { summary, tags, body, response: { 200: envelopeSchema(response), ...writeErrors } },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const result = await moving(app.database.db, request, ctx, (tx, actor) =>
        run(tx, actor, request.body as z.infer<B>),
      );
      return ok(result, translate(request, message));
    },
  );
}
