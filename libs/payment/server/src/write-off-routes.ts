import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import { writeOffReverseBody, writeOffSchema } from '@procure/shared-validation';
import { envelopeSchema, errorResponses, ok, requestLocale } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerActor, supplierActor } from './actor.ts';
import { buyer, post, supplier, tags, type Typed } from './route-helpers.ts';
import { reverseWriteOff, saveWriteOff } from './write-off.ts';
import { listWriteOffs, writeOffCandidates } from './write-off-queries.ts';
import {
  writeOffCandidatesQuerySchema,
  writeOffCandidatesSchema,
  writeOffIdSchema,
  writeOffListQuerySchema,
  writeOffListSchema,
} from './write-off-wire.ts';

// Invoice write-off (issue #15 `/payment` invoice write-off): buyer calls under /payables/writeOff
// (permission `payment`), the supplier's read under /vendor/payables/writeOff (its own company's only).

export async function writeOffRoutes(app: Typed) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const readErrors = errorResponses(400, 401, 403, 503);

  typed.get(
    '/payables/writeOff/candidates',
    {
      config: buyer,
      schema: {
        summary: "A supplier's paid advances and invoiced invoices, with what each has left to write off",
        tags,
        querystring: writeOffCandidatesQuerySchema,
        response: { 200: envelopeSchema(writeOffCandidatesSchema), ...readErrors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) => writeOffCandidates(tx, actor.tenantId, request.query.vendorId)),
      );
    },
  );

  typed.get(
    '/payables/writeOff/list',
    {
      config: buyer,
      schema: {
        summary: 'Write-offs, newest first (at most 200): by supplier, advance or invoice',
        tags,
        querystring: writeOffListQuerySchema,
        response: { 200: envelopeSchema(writeOffListSchema), ...readErrors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const items = await withContext(db, ctx, (tx) =>
        listWriteOffs(tx, actor.tenantId, request.query, requestLocale(request)),
      );
      return ok({ items });
    },
  );

  post(
    app,
    '/payables/writeOff/save',
    'Write off an amount of a paid advance against an invoiced invoice of the same supplier and currency (≤ what is left of both)',
    writeOffSchema,
    writeOffIdSchema,
    SUCCESS_MESSAGES.writeOffSaved,
    (tx, actor, body) => saveWriteOff(tx, actor, body),
  );
  post(
    app,
    '/payables/writeOff/reverse',
    'Reverse a write-off with a reason (the amounts are free again; the row stays in the history)',
    writeOffReverseBody,
    writeOffIdSchema,
    SUCCESS_MESSAGES.writeOffReversedDone,
    (tx, actor, body) => reverseWriteOff(tx, actor, body.id, body.reason),
  );

  typed.get(
    '/vendor/payables/writeOff/list',
    {
      config: supplier,
      schema: {
        summary: "The supplier's own write-offs (its advances offset by its invoices), newest first",
        tags: ['supplier payables'],
        querystring: writeOffListQuerySchema,
        response: { 200: envelopeSchema(writeOffListSchema), ...readErrors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const items = await withContext(db, ctx, (tx) =>
        listWriteOffs(tx, actor.tenantId, request.query, requestLocale(request), actor.vendorId),
      );
      return ok({ items });
    },
  );
}
