import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, SUCCESS_MESSAGES, WORK_SITE } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { readPreferences } from './menu-preferences.ts';
import { authorisedMenu } from './menu-routes.ts';
import { listSiteTenants } from './supplier-scope.ts';
import { tenantRef } from './supplier-scope.ts';
import { findUserById, findVendor, listUserRoles, updateUserLanguage } from './user-queries.ts';
import { languageSchema, loginEmployeeSchema, menuItemSchema } from './wire.ts';

const authenticated = { access: { authenticated: true } } as const;

/** The current user, the authorised menu, and the saved language (spec §7 "Session and language"). */
export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/employee/loginEmployee',
    {
      config: authenticated,
      schema: {
        summary: 'The logged-in user, roles, tenants and permissions',
        tags: ['identity'],
        response: { 200: envelopeSchema(loginEmployeeSchema), ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const locale = requestLocale(request);
      // Tenants are listed outside the tenant scope (all of the user's; for a supplier, those served).
      const tenants = ctx.site === 'ops' ? [] : await listSiteTenants(db, ctx);
      const data = await withContext(db, ctx, async (tx) => {
        const user = await findUserById(tx, ctx.userId);
        if (!user) throw new AppError(401, ERROR_CODES.authUnauthenticated);
        const roles = ctx.tenantId
          ? await listUserRoles(tx, { tenantId: ctx.tenantId, userId: ctx.userId }, ctx.site)
          : [];
        const vendor = ctx.vendorId ? await findVendor(tx, ctx.vendorId) : undefined;
        const prefs = await readPreferences(tx, ctx.userId);
        return {
          employee: {
            id: user.id,
            empName: user.empName,
            username: user.username,
            mobile: user.mobile,
            email: user.email,
          },
          roles: roles.map((r) => ({
            roleCode: r.roleCode,
            roleName: locale === 'en-US' ? r.nameEn : r.nameZh,
          })),
          workSite: ctx.site === 'supplier' ? WORK_SITE.supplier : WORK_SITE.other,
          site: ctx.site,
          loginTenantId: ctx.tenantId,
          tenantList: tenants.map((t) => tenantRef(t, locale)),
          enterpriseInfoLogo: tenants.find((t) => t.tenantId === ctx.tenantId)?.logoUrl ?? null,
          loginVdSiteVersion: ctx.site === 'supplier' ? prefs.vdSiteVersion : null,
          vendorOperationManualUrl: vendor?.operationManualUrl ?? null,
          vendorOperationManualFileName: vendor?.operationManualFileName ?? null,
          permissions: [...ctx.permissions].sort(),
          language: languageSchema.parse(user.language),
        };
      });
      return ok(data);
    },
  );

  app.get(
    '/menu/list',
    {
      config: authenticated,
      schema: {
        summary: "The authorised menu tree of the user's site",
        tags: ['identity'],
        response: { 200: envelopeSchema(z.array(menuItemSchema)), ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => authorisedMenu(tx, ctx)));
    },
  );

  app.get(
    '/employee/language',
    {
      config: authenticated,
      schema: {
        summary: "The user's saved language",
        tags: ['identity'],
        response: { 200: envelopeSchema(languageSchema), ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const user = await withContext(db, ctx, (tx) => findUserById(tx, ctx.userId));
      if (!user) throw new AppError(401, ERROR_CODES.authUnauthenticated);
      return ok(languageSchema.parse(user.language));
    },
  );

  app.put(
    '/employee/saveLanguage/:lang',
    {
      config: authenticated,
      schema: {
        summary: "Saves the user's language",
        tags: ['identity'],
        params: z.object({ lang: z.enum(['zh_cn', 'en_us'], 'validation.oneOf') }),
        response: { 200: envelopeSchema(languageSchema), ...errorResponses(400, 401, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { lang } = request.params;
      await withContext(db, ctx, (tx) => updateUserLanguage(tx, ctx.userId, lang));
      return ok(lang, translate(request, SUCCESS_MESSAGES.languageSaved));
    },
  );
};
