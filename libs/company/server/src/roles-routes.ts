import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { companyOf } from './context.ts';
import { deleteRole, listRoles, saveRole } from './roles-service.ts';
import { idParamsSchema, roleInputSchema, roleSchema } from './wire.ts';

const config = { access: { permission: PERMISSIONS.settingRoleManage } } as const;
const tags = ['company'];

/** Roles and their permission keys (company settings → roles and permissions). */
export const rolesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/role/list',
    {
      config,
      schema: {
        summary: "The tenant's buyer roles with their permission keys and member counts",
        tags,
        response: { 200: envelopeSchema(z.array(roleSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listRoles(tx, tenantId, requestLocale(request))));
    },
  );

  app.post(
    '/role/save',
    {
      config,
      schema: {
        summary:
          'Creates (no id) or edits a role; the administrator role keeps the role/staff permissions (422)',
        tags,
        body: roleInputSchema,
        response: { 200: envelopeSchema(roleSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const role = await withContext(db, ctx, (tx) =>
        saveRole(tx, tenantId, request.body, requestLocale(request)),
      );
      return ok(role, translate(request, SUCCESS_MESSAGES.roleSaved));
    },
  );

  app.delete(
    '/role/:id',
    {
      config,
      schema: {
        summary: 'Deletes an unused, non-built-in role (422 otherwise)',
        tags,
        params: idParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      await withContext(db, ctx, (tx) => deleteRole(tx, tenantId, request.params.id));
      return ok(null, translate(request, SUCCESS_MESSAGES.roleDeleted));
    },
  );
};
