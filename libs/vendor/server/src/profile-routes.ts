import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import {
  changeDetail,
  changeHistory,
  myProfile,
  registerSupplierChange,
  submitChange,
  supplierFile,
  withdrawChange,
} from './profile.ts';
import { assertTenantVendor } from './qualification.ts';
import {
  changeApplicationSchema,
  changeDetailSchema,
  myProfileSchema,
  profileSubmitSchema,
  supplierFileSchema,
} from './profile-wire.ts';
import { idBodySchema } from './onboarding-wire.ts';
import { idParamsSchema, vendorQuerySchema } from './wire.ts';

// The supplier's profile and its change applications (issue #16 §2 supplierModify, queryVendorChangeHistory,
// §3 supplier files, §8 supplier portal). Buyer routes need the `supplier` permission; the supplier's own
// routes serve supplier sessions only, their company from the session (RLS narrows every row to it).

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const anySite = { access: { authenticated: true } } as const;
const tags = ['vendor'];

function supplierOf(ctx: RequestContext): { tenantId: string; vendorId: string; userId: string } {
  if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.tenantWrongSite);
  return { tenantId: ownerOf(ctx).tenantId, vendorId: ctx.vendorId, userId: ctx.userId };
}

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerSupplierChange();

  // ---- supplier portal: my company profile
  app.get(
    '/vdProfile/mine',
    {
      config: anySite,
      schema: {
        summary:
          "The supplier's company profile as the current buyer tenant accepted it, its open change and every change",
        tags,
        response: { 200: envelopeSchema(myProfileSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierOf(ctx);
      return ok(await withContext(db, ctx, (tx) => myProfile(tx, actor, requestLocale(request))));
    },
  );

  app.post(
    '/vdProfile/supplierModify',
    {
      config: anySite,
      schema: {
        summary:
          'The supplier submits its edited profile: a change application with the field-level diff, through approval',
        description:
          'Only a qualified or frozen supplier (409 vendor.profileNotQualified); one change under approval at a ' +
          'time (409 vendor.profileChangeOpen); a profile equal to the accepted one → 400 vendor.profileNoChange. ' +
          'With no approval flow for "supplier change application" the change applies at once. copyToIds: buyer ' +
          'employees copied (cc) at submit (≤ 20; a wrong one → 400 field copyToIds.N, nothing written).',
        tags,
        body: profileSubmitSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string(), status: z.number() })),
          ...errorResponses(400, 401, 403, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierOf(ctx);
      const { copyToIds, ...input } = request.body;
      const result = await withContext(db, ctx, (tx) => submitChange(tx, actor, input, copyToIds));
      return ok(result, translate(request, SUCCESS_MESSAGES.vendorChangeSubmitted));
    },
  );

  app.post(
    '/vdProfile/returnSupplierModify',
    {
      config: anySite,
      schema: {
        summary: 'The supplier withdraws its change under approval; the profile keeps its values',
        tags,
        body: idBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierOf(ctx);
      await withContext(db, ctx, (tx) => withdrawChange(tx, actor, request.body.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorChangeWithdrawn));
    },
  );

  app.get(
    '/vdProfile/change/detail/:id',
    {
      config: anySite,
      schema: {
        summary: "One of the supplier's own change applications with its approval",
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(changeDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId, vendorId } = supplierOf(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          changeDetail(tx, tenantId, request.params.id, vendorId, ctx.userId),
        ),
      );
    },
  );

  // ---- buyer: the supplier file and its change history
  app.get(
    '/vendor/detail/:id',
    {
      config: buyer,
      schema: {
        summary:
          "A supplier's file: profile (enterprise, contacts, bank accounts), categories, status and change history",
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(supplierFileSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = ownerOf(ctx).tenantId;
      return ok(
        await withContext(db, ctx, (tx) =>
          supplierFile(tx, tenantId, request.params.id, requestLocale(request)),
        ),
      );
    },
  );

  app.get(
    '/vendor/queryVendorChangeHistory',
    {
      config: buyer,
      schema: {
        summary: "A supplier's change applications, newest first, each with its field-level diff",
        tags,
        querystring: vendorQuerySchema,
        response: {
          200: envelopeSchema(z.array(changeApplicationSchema)),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = ownerOf(ctx).tenantId;
      return ok(
        await withContext(db, ctx, async (tx) => {
          await assertTenantVendor(tx, tenantId, request.query.vendorId);
          return changeHistory(tx, tenantId, request.query.vendorId);
        }),
      );
    },
  );

  app.get(
    '/vendor/change/detail/:id',
    {
      config: buyer,
      schema: {
        summary: 'A change application: old → new per field, approval progress and history',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(changeDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = ownerOf(ctx).tenantId;
      return ok(
        await withContext(db, ctx, (tx) => changeDetail(tx, tenantId, request.params.id, null, ctx.userId)),
      );
    },
  );
};
