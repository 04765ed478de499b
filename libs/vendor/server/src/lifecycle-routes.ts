import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import {
  vendorChildrenChangeSchema,
  vendorClassInputSchema,
  vendorClassificationChangeSchema,
} from '@procure/shared-validation';
import { abolishSupplier, cancelSupplierApplication, lifecycleState } from './lifecycle-actions.ts';
import {
  applicationBatchDeleteSchema,
  lifecycleActionSchema,
  lifecycleStateSchema,
  noReplyAbolishSchema,
} from './lifecycle-wire.ts';
import { deleteApplications } from './application-delete.ts';
import {
  changeClassification,
  childrenChangeClassification,
  classificationOfVendor,
  classificationRecords,
  classificationsOf,
  listClasses,
  saveClass,
  setClassEnabled,
} from './classification.ts';
import {
  classEnableSchema,
  classificationOfVendorSchema,
  classificationRecordSchema,
  supplierClassSchema,
  vendorClassSchema,
} from './classification-wire.ts';
import { vendorQuerySchema } from './wire.ts';

// Supplier lifecycle actions and the two-level classification (issue #16 §2, §4; spec §7 vendor approval
// cancel / abolish / noReplyAbolish, changeClassification, childrenChangeClassification, classification
// settings). Buyer routes need the `supplier` permission; a foreign supplier or class answers like an
// absent one (404).

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const anySite = { access: { authenticated: true } } as const;
const tags = ['vendor'];
const idResult = envelopeSchema(z.object({ id: z.string() }));
const done = envelopeSchema(z.null());

export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const tenantOf = (ctx: RequestContext) => ownerOf(ctx).tenantId;

  // ---- cancel, abolish, abolish with no reply
  app.get(
    '/vendor/lifecycle',
    {
      config: buyer,
      schema: {
        summary: "A supplier's status, its open application and the lifecycle actions it allows now",
        tags,
        querystring: vendorQuerySchema,
        response: { 200: envelopeSchema(lifecycleStateSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) => lifecycleState(tx, tenantOf(ctx), request.query.vendorId)),
      );
    },
  );

  const action = (summary: string, body: typeof lifecycleActionSchema | typeof noReplyAbolishSchema) => ({
    config: buyer,
    schema: { summary, tags, body, response: { 200: done, ...errorResponses(400, 401, 403, 404, 409, 503) } },
  });
  app.post(
    '/vendor/approval/cancel',
    action(
      "Cancels the supplier's draft or returned application (the status stays); message to the supplier",
      lifecycleActionSchema,
    ),
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) =>
        cancelSupplierApplication(tx, tenantOf(ctx), ctx.userId, request.body),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorApplicationCancelled));
    },
  );
  app.post(
    '/vendor/approval/abolish',
    action(
      'Eliminates a potential, qualified or frozen supplier (409 while it has open orders or unpaid payment applications)',
      lifecycleActionSchema,
    ),
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => abolishSupplier(tx, tenantOf(ctx), ctx.userId, request.body));
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorAbolished));
    },
  );
  app.post(
    '/vendor/approval/noReplyAbolish',
    action(
      'Eliminates a potential supplier that did not answer its invitation or returned application',
      noReplyAbolishSchema,
    ),
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) =>
        abolishSupplier(tx, tenantOf(ctx), ctx.userId, request.body, 'noReplyAbolish'),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorAbolished));
    },
  );

  app.post(
    '/vendor/approval/batchDelete',
    {
      config: buyer,
      schema: {
        summary:
          'Deletes cancelled supplier applications, all or none (409 naming the first that is not cancelled)',
        tags,
        body: applicationBatchDeleteSchema,
        response: {
          200: envelopeSchema(z.object({ count: z.number() })),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const count = await withContext(db, ctx, (tx) =>
        deleteApplications(tx, tenantOf(ctx), request.body.ids),
      );
      return ok({ count }, translate(request, SUCCESS_MESSAGES.vendorApplicationsDeleted, { count }));
    },
  );

  // ---- classification settings (/setting supplier classification)
  app.get(
    '/vendor/class/list',
    {
      config: buyer,
      schema: {
        summary: "The tenant's supplier classes: first level with their second-level children",
        tags,
        response: { 200: envelopeSchema(z.array(vendorClassSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listClasses(tx, tenantOf(ctx))));
    },
  );
  app.post(
    '/vendor/class/save',
    {
      config: buyer,
      schema: {
        summary:
          'Adds a class (parentId: second level; code rules of its level) or changes its name, conditions and converting conditions',
        tags,
        body: vendorClassInputSchema,
        response: { 200: idResult, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const id = await withContext(db, ctx, (tx) => saveClass(tx, tenantOf(ctx), request.body));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorClassSaved));
    },
  );
  app.post(
    '/vendor/class/updateEnable',
    {
      config: buyer,
      schema: {
        summary: 'Enables or disables a class (a disabled class, or a child of one, takes no suppliers)',
        tags,
        body: classEnableSchema,
        response: { 200: done, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) =>
        setClassEnabled(tx, tenantOf(ctx), request.body.id, request.body.enabled),
      );
      return ok(
        null,
        translate(
          request,
          request.body.enabled
            ? SUCCESS_MESSAGES.vendorClassEnabled
            : SUCCESS_MESSAGES.vendorClassDisabledDone,
        ),
      );
    },
  );
  app.get(
    '/vendor/class/conversion/list',
    {
      config: buyer,
      schema: {
        summary: "Conversion records: the tenant's latest 200 classification changes, newest first",
        tags,
        response: {
          200: envelopeSchema(z.array(classificationRecordSchema)),
          ...errorResponses(401, 403, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => classificationRecords(tx, tenantOf(ctx))));
    },
  );

  // ---- a supplier's classification
  app.get(
    '/vendor/classification',
    {
      config: buyer,
      schema: {
        summary: "A supplier's class and its classification changes",
        tags,
        querystring: vendorQuerySchema,
        response: {
          200: envelopeSchema(classificationOfVendorSchema),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) => classificationOfVendor(tx, tenantOf(ctx), request.query.vendorId)),
      );
    },
  );
  const change = (summary: string) => ({
    summary,
    tags,
    response: { 200: done, ...errorResponses(400, 401, 403, 404, 409, 503) },
  });
  app.post(
    '/vendor/changeClassification',
    {
      config: buyer,
      schema: {
        ...change('Puts a supplier in an enabled class (first or second level), with a reason and history'),
        body: vendorClassificationChangeSchema,
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => changeClassification(tx, tenantOf(ctx), ctx.userId, request.body));
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorClassificationChanged));
    },
  );
  app.post(
    '/vendor/childrenChangeClassification',
    {
      config: buyer,
      schema: {
        ...change(
          'Moves suppliers of a first-level class down to one of its second-level children (all or none)',
        ),
        body: vendorChildrenChangeSchema,
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) =>
        childrenChangeClassification(tx, tenantOf(ctx), ctx.userId, request.body),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorClassificationChanged));
    },
  );

  // ---- supplier portal: my class with the current customer
  app.get(
    '/vdClassification/mine',
    {
      config: anySite,
      schema: {
        summary: "The supplier's class with the current buyer tenant (null: not classified)",
        tags,
        response: { 200: envelopeSchema(supplierClassSchema.nullable()), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.tenantWrongSite);
      const vendorId = ctx.vendorId;
      const mine = await withContext(db, ctx, (tx) => classificationsOf(tx, tenantOf(ctx), [vendorId]));
      return ok(mine.get(vendorId) ?? null);
    },
  );
};
