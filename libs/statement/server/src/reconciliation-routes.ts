import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerActor, supplierActor } from './actor.ts';
import { statementVendors } from './queries.ts';
import { reconciliationPage } from './reconciliation.ts';
import {
  reconciliationPageSchema,
  reconciliationQuerySchema,
  reconciliationVendorsSchema,
  vendorReconciliationQuerySchema,
} from './reconciliation-wire.ts';

// Invoice reconciliation (issue #15, spec §2 /assetsManagement "reconciliation"): the buyer's under
// /assetsManagement/reconciliation (permission finance:invoice, like the other /assetsManagement pages), the
// supplier's under /vendor/reconciliation (vendor:order; its own company's lines with the current buyer).

const buyer = { access: { permission: PERMISSIONS.financeInvoice } } as const;
const supplier = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const errors = errorResponses(400, 401, 403, 503);

export const reconciliationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/assetsManagement/reconciliation/list',
    {
      config: buyer,
      schema: {
        summary:
          "One supplier's order lines: received − returned, invoiced, requested not invoiced, paid and the differences; keyset pages, totals per currency over the whole filter",
        tags: ['reconciliation'],
        querystring: reconciliationQuerySchema,
        response: { 200: envelopeSchema(reconciliationPageSchema), ...errors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          reconciliationPage(tx, { ...request.query, tenantId: actor.tenantId, supplierView: false }),
        ),
      );
    },
  );

  app.get(
    '/assetsManagement/reconciliation/vendors',
    {
      config: buyer,
      schema: {
        summary: 'The suppliers with orders to reconcile (filter options)',
        tags: ['reconciliation'],
        response: { 200: envelopeSchema(reconciliationVendorsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) => statementVendors(tx, actor, requestLocale(request), false)),
      );
    },
  );

  app.get(
    '/vendor/reconciliation/list',
    {
      config: supplier,
      schema: {
        summary:
          "The supplier's own order lines with the current buyer: received − returned, invoiced, requested, paid and the differences",
        tags: ['supplier reconciliation'],
        querystring: vendorReconciliationQuerySchema,
        response: { 200: envelopeSchema(reconciliationPageSchema), ...errors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          reconciliationPage(tx, {
            ...request.query,
            tenantId: actor.tenantId,
            vendorId: actor.vendorId,
            supplierView: true,
          }),
        ),
      );
    },
  );
};
