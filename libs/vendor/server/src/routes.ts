import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { changeStatus, statusHistory } from './lifecycle.ts';
import { onboardingRoutes, type OnboardingOptions } from './onboarding-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { copyRoutes } from './copy-routes.ts';
import { registerVendorMenuCounter } from './menu-counter.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { dynamicsRoutes } from './dynamics-routes.ts';
import { certificateNoticeRoutes } from './certificate-notice-routes.ts';
import { levelRoutes } from './levels-routes.ts';
import { registerVendorExports } from './export-source.ts';
import { pageSuppliers, withClasses } from './supplier-page.ts';
import { supplierPageQuerySchema, supplierPageSchema } from './supplier-page-wire.ts';
import {
  CERTIFICATE_REMINDER_CRON,
  CERTIFICATE_REMINDER_JOB,
  CERTIFICATE_REMINDER_TZ,
  sendCertificateReminders,
} from './expiry-reminders.ts';
import {
  addCertificate,
  assertTenantVendor,
  findCertificate,
  listCertificateTypes,
  listSuppliers,
  qualificationOverview,
  saveCertificateType,
  saveVendorCategories,
} from './qualification.ts';
import {
  certificateInputSchema,
  certificateSchema,
  certificateTypeInputSchema,
  certificateTypeSchema,
  idParamsSchema,
  qualificationOverviewSchema,
  statusChangeInputSchema,
  statusChangeSchema,
  supplierListQuerySchema,
  supplierRowSchema,
  vendorCategoriesInputSchema,
  vendorQuerySchema,
} from './wire.ts';

// Supplier lifecycle routes (issue #16), first slice: qualification certificates. Buyer routes need the
// `supplier` permission; the supplier portal's routes serve supplier sessions only (their company comes
// from the session, never from the request) and RLS narrows every row to that company.

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const anySite = { access: { authenticated: true } } as const;
const tags = ['vendor'];
const idResult = envelopeSchema(z.object({ id: z.string() }));

/** The supplier session's tenant and company (403 tenant.wrongSite on another site). */
function supplierOf(ctx: RequestContext): { tenantId: string; vendorId: string } {
  if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.tenantWrongSite);
  return { tenantId: ownerOf(ctx).tenantId, vendorId: ctx.vendorId };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerVendorMenuCounter();
  registerVendorExports();

  // ---- buyer: certificate types and their allocation to purchase categories
  app.get(
    '/vendor/qualificationType/list',
    {
      config: buyer,
      schema: {
        summary: "The tenant's certificate types, each with the categories whose suppliers must hold it",
        tags,
        response: { 200: envelopeSchema(z.array(certificateTypeSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listCertificateTypes(tx, ownerOf(ctx).tenantId)));
    },
  );

  app.post(
    '/vendor/qualificationType/save',
    {
      config: buyer,
      schema: {
        summary:
          'Adds or changes a certificate type and replaces its allocation (mandatory for these categories)',
        tags,
        body: certificateTypeInputSchema,
        response: { 200: idResult, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const id = await withContext(db, ctx, (tx) =>
        saveCertificateType(tx, ownerOf(ctx).tenantId, request.body),
      );
      return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorCertificateTypeSaved));
    },
  );

  // ---- buyer: suppliers, their categories and their certificate state
  app.get(
    '/vendor/list',
    {
      config: buyer,
      schema: {
        summary:
          "The tenant's suppliers with the worst state of their mandatory certificates and their class (filter: classId)",
        tags,
        querystring: supplierListQuerySchema,
        response: { 200: envelopeSchema(z.array(supplierRowSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      const tenantId = ownerOf(ctx).tenantId;
      const { classId } = request.query;
      const rows = await withContext(db, ctx, async (tx) =>
        withClasses(tx, tenantId, await listSuppliers(tx, tenantId, locale)),
      );
      return ok(
        classId ? rows.filter((row) => row.classId === classId || row.firstClassId === classId) : rows,
      );
    },
  );

  app.get(
    '/vendor/page',
    {
      config: buyer,
      schema: {
        summary:
          "The buyer's supplier files: search by name or credit code, status and class filters, keyset pages by name",
        tags,
        querystring: supplierPageQuerySchema,
        response: { 200: envelopeSchema(supplierPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => pageSuppliers(tx, ownerOf(ctx).tenantId, request.query, locale)),
      );
    },
  );

  app.post(
    '/vendor/category/save',
    {
      config: buyer,
      schema: {
        summary:
          'Replaces the purchase categories a supplier serves (they decide its mandatory certificates)',
        tags,
        body: vendorCategoriesInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { vendorId, categoryIds } = request.body;
      await withContext(db, ctx, (tx) =>
        saveVendorCategories(tx, ownerOf(ctx).tenantId, vendorId, categoryIds),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorCategoriesSaved));
    },
  );

  app.get(
    '/vendor/qualification/overview',
    {
      config: buyer,
      schema: {
        summary: "One supplier's certificate requirements (state, days left, blocking) and certificates",
        tags,
        querystring: vendorQuerySchema,
        response: {
          200: envelopeSchema(qualificationOverviewSchema),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = ownerOf(ctx).tenantId;
      const overview = await withContext(db, ctx, async (tx) => {
        await assertTenantVendor(tx, tenantId, request.query.vendorId);
        return qualificationOverview(tx, tenantId, request.query.vendorId);
      });
      return ok(overview);
    },
  );

  // ---- buyer: supplier status lifecycle (freeze, unfreeze, eliminate, re-admit) with its history
  app.post(
    '/vendor/status/change',
    {
      config: buyer,
      schema: {
        summary:
          'Moves a supplier to another status (DOMAIN.md §2) with a reason; frozen and eliminated refuse orders',
        tags,
        body: statusChangeInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      await withContext(db, ctx, (tx) => changeStatus(tx, ownerOf(ctx).tenantId, ctx.userId, request.body));
      return ok(null, translate(request, SUCCESS_MESSAGES.vendorStatusChanged));
    },
  );

  app.get(
    '/vendor/status/history',
    {
      config: buyer,
      schema: {
        summary: "A supplier's status changes, newest first",
        tags,
        querystring: vendorQuerySchema,
        response: {
          200: envelopeSchema(z.array(statusChangeSchema)),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) => statusHistory(tx, ownerOf(ctx).tenantId, request.query.vendorId)),
      );
    },
  );

  // ---- supplier portal: my certificates
  app.get(
    '/vdQualification/overview',
    {
      config: anySite,
      schema: {
        summary: "The supplier's own certificate requirements and certificates for the current buyer tenant",
        tags,
        response: { 200: envelopeSchema(qualificationOverviewSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId, vendorId } = supplierOf(ctx);
      return ok(await withContext(db, ctx, (tx) => qualificationOverview(tx, tenantId, vendorId)));
    },
  );

  app.post(
    '/vdQualification/save',
    {
      config: anySite,
      schema: {
        summary: 'The supplier uploads a certificate (a file of upload type 2 and its validity period)',
        tags,
        body: certificateInputSchema,
        response: { 200: idResult, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tenantId, vendorId } = supplierOf(ctx);
      const id = await withContext(db, ctx, (tx) =>
        addCertificate(tx, tenantId, vendorId, ctx.userId, request.body),
      );
      return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorCertificateSaved));
    },
  );

  // ---- one certificate: a buyer with the supplier permission, or the supplier that uploaded it (RLS)
  const detailSchema = (summary: string) => ({
    summary,
    tags,
    params: idParamsSchema,
    response: { 200: envelopeSchema(certificateSchema), ...errorResponses(400, 401, 403, 404, 503) },
  });
  const detail = async (ctx: RequestContext, tenantId: string, id: string) => {
    const certificate = await withContext(db, ctx, (tx) => findCertificate(tx, tenantId, id));
    if (!certificate) throw new AppError(404, ERROR_CODES.vendorCertificateNotFound);
    return ok(certificate);
  };
  app.get(
    '/vendor/qualification/detail/:id',
    { config: buyer, schema: detailSchema('One supplier certificate of the tenant') },
    async (request) => {
      const ctx = requireAuth(request);
      return detail(ctx, ownerOf(ctx).tenantId, request.params.id);
    },
  );
  app.get(
    '/vdQualification/detail/:id',
    { config: anySite, schema: detailSchema("One of the supplier's own certificates") },
    async (request) => {
      const ctx = requireAuth(request);
      return detail(ctx, supplierOf(ctx).tenantId, request.params.id);
    },
  );
};

export type VendorRouteOptions = OnboardingOptions;

/** The vendor domain's routes (qualification, lifecycle, onboarding) and its daily reminder job. */
export function vendorRoutes(options: VendorRouteOptions): RouteContribution {
  return {
    gateway: 'api-v1',
    name: 'vendor',
    routes: async (app) => {
      await routes(app, {});
      await app.register(onboardingRoutes(options));
      await app.register(profileRoutes);
      await app.register(copyRoutes);
      await app.register(lifecycleRoutes);
      await app.register(dynamicsRoutes);
      await app.register(certificateNoticeRoutes);
      await app.register(levelRoutes);
      app.jobs.define(
        CERTIFICATE_REMINDER_JOB,
        async () => {
          const result = await sendCertificateReminders(db(app), app.sendGuard.clock());
          app.log.info(result, 'certificate expiry reminders posted');
        },
        { retryLimit: 2, retryDelay: 60 },
      );
      app.jobs.schedule(CERTIFICATE_REMINDER_JOB, CERTIFICATE_REMINDER_CRON, { tz: CERTIFICATE_REMINDER_TZ });
    },
  };
}

const db = (app: { database: { db: Db } }) => app.database.db;
