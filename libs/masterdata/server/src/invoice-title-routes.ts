import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, idSchema, ok, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerTenantOf } from './services/buyer-tenant.ts';
import {
  listInvoiceTitles,
  saveInvoiceTitle,
  setDefaultInvoiceTitle,
  setInvoiceTitleDisabled,
} from './services/document-service.ts';
import { invoiceTitleInputSchema, invoiceTitleSchema, type InvoiceTitleInput } from './wire.ts';

// Spec §2 /assetsManagement "invoice title" (issue #15): the finance view of the master-data invoice titles.
// ONE entity (md_invoice_titles) and the same services as /masterdata/invoiceTitles/* (which stays for
// `setting:masterData`); these routes add the default title and answer the finance role.

const tags = ['masterdata'];
const config = { access: { permission: PERMISSIONS.financeInvoice } };
const statusBodySchema = z.object({
  id: idSchema,
  disabled: z
    .boolean('validation.invalidType')
    .describe('true: disable (also clears the default); false: enable'),
});
const idBodySchema = z.object({ id: idSchema });

export const invoiceTitleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/assetsManagement/invoiceTitle/list',
    {
      config,
      schema: {
        summary: "The tenant's invoice titles, disabled ones included; enabled first, the default first",
        tags,
        response: { 200: envelopeSchema(z.array(invoiceTitleSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      return ok(
        await withContext(db, ctx, (tx) => listInvoiceTitles(tx, tenantId, { includeDisabled: true })),
      );
    },
  );

  app.post(
    '/assetsManagement/invoiceTitle/save',
    {
      config,
      schema: {
        summary: 'Creates (no id) or edits (id) a title; a tax number already used answers 409',
        tags,
        body: invoiceTitleInputSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const input = request.body as InvoiceTitleInput;
      const id = await withContext(db, ctx, (tx) => saveInvoiceTitle(tx, tenantId, input));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.masterdataSaved));
    },
  );

  app.post(
    '/assetsManagement/invoiceTitle/status',
    {
      config,
      schema: {
        summary: 'Disables (leaves the pickers; a default title stops being the default) or enables a title',
        tags,
        body: statusBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const { id, disabled } = request.body as z.infer<typeof statusBodySchema>;
      await withContext(db, ctx, (tx) => setInvoiceTitleDisabled(tx, tenantId, id, disabled));
      const message = disabled ? SUCCESS_MESSAGES.masterdataDisabled : SUCCESS_MESSAGES.masterdataEnabled;
      return ok(null, translate(request, message));
    },
  );

  app.post(
    '/assetsManagement/invoiceTitle/setDefault',
    {
      config,
      schema: {
        summary:
          "Makes an enabled title the tenant's default (the request form starts on it); disabled → 409",
        tags,
        body: idBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const { id } = request.body as z.infer<typeof idBodySchema>;
      await withContext(db, ctx, (tx) => setDefaultInvoiceTitle(tx, tenantId, id));
      return ok(null, translate(request, SUCCESS_MESSAGES.masterdataDefaultSet));
    },
  );
};
