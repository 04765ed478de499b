import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES, UPLOAD_TYPE } from '@procure/shared-codes';
import { identitySchema } from '@procure/identity-server';
import { findFileMeta, logoUrl } from '@procure/files-server';
import { scheduleTenantDigest } from '@procure/message-server';
import type { Db } from '@procure/server-db';
import { AppError, envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { companyOf } from './context.ts';
import { timeZoneInputSchema } from '@procure/shared-validation';
import { enterpriseInfoSchema, logoInputSchema } from './wire.ts';

const { tenants } = identitySchema;
const config = { access: { permission: PERMISSIONS.settingEnterpriseInfo } } as const;
const tags = ['company'];

async function enterpriseInfo(tx: Db, tenantId: string) {
  const rows = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
  const t = rows[0];
  if (!t) throw new AppError(404, ERROR_CODES.commonNotFound);
  return {
    tenantId: t.id,
    code: t.code,
    nameZh: t.nameZh,
    nameEn: t.nameEn,
    shortNameZh: t.shortNameZh,
    shortNameEn: t.shortNameEn,
    logoUrl: t.logoUrl,
    timeZone: t.timeZone,
  };
}

/** Enterprise information and logo (upload type 4 → tenants.logo_url → `enterpriseInfoLogo`). */
export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/company/enterpriseInfo',
    {
      config,
      schema: {
        summary: "The tenant's names and logo",
        tags,
        response: { 200: envelopeSchema(enterpriseInfoSchema), ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      return ok(await withContext(db, ctx, (tx) => enterpriseInfo(tx, tenantId)));
    },
  );

  app.post(
    '/company/enterpriseInfo/logo',
    {
      config,
      schema: {
        summary: 'Makes an uploaded file (type 4, this tenant) the enterprise logo',
        tags,
        body: logoInputSchema,
        response: {
          200: envelopeSchema(enterpriseInfoSchema),
          ...errorResponses(400, 401, 403, 404, 422, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const info = await withContext(db, ctx, async (tx) => {
        const file = await findFileMeta(tx, tenantId, request.body.fileId);
        if (!file) throw new AppError(404, ERROR_CODES.commonNotFound);
        if (file.type !== UPLOAD_TYPE.enterpriseLogo) throw new AppError(422, ERROR_CODES.fileType);
        await tx
          .update(tenants)
          .set({ logoUrl: logoUrl(tenantId, file.id) })
          .where(eq(tenants.id, tenantId));
        return enterpriseInfo(tx, tenantId);
      });
      return ok(info, translate(request, SUCCESS_MESSAGES.logoSaved));
    },
  );

  app.post(
    '/company/enterpriseInfo/timeZone',
    {
      config,
      schema: {
        summary: "Sets the tenant's time zone (the 08:30 digest is rescheduled at once)",
        tags,
        body: timeZoneInputSchema,
        response: { 200: envelopeSchema(enterpriseInfoSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const info = await withContext(db, ctx, async (tx) => {
        await tx.update(tenants).set({ timeZone: request.body.timeZone }).where(eq(tenants.id, tenantId));
        return enterpriseInfo(tx, tenantId);
      });
      // The 08:30 digest follows at once (the hourly re-sync would catch it within the hour).
      if (app.jobs.started) await scheduleTenantDigest(app.jobs, tenantId, info.timeZone);
      return ok(info, translate(request, SUCCESS_MESSAGES.timeZoneSaved));
    },
  );
};
