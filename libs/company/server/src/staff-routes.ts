import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { hashPassword, requireAuth, withContext } from '@procure/server-auth';
import { companyOf } from './context.ts';
import { listDepartments, listPositionLevels, saveDepartment, savePositionLevel } from './org-service.ts';
import { findStaff, listStaff, saveStaff, setStaffDisabled } from './staff-service.ts';
import {
  departmentInputSchema,
  departmentSchema,
  positionLevelInputSchema,
  positionLevelSchema,
  staffInputSchema,
  staffPageSchema,
  staffQuerySchema,
  staffSchema,
  userIdParamsSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.settingStaffManage } } as const;
const tags = ['company'];

/** Staff management (spec §2 "staff manage list"): employees, departments, position levels. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/staff/list',
    {
      config,
      schema: {
        summary: "The tenant's employees (enabled and disabled), searchable by name, username or mobile",
        tags,
        querystring: staffQuerySchema,
        response: { 200: envelopeSchema(staffPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const page = await withContext(db, ctx, (tx) =>
        listStaff(tx, tenantId, request.query, requestLocale(request)),
      );
      return ok(page);
    },
  );

  app.post(
    '/staff/save',
    {
      config,
      schema: {
        summary:
          'Creates (mode create: username + initial password) or edits an employee; username/mobile in use: 409',
        tags,
        body: staffInputSchema,
        response: { 200: envelopeSchema(staffSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const input = request.body;
      // Hashing is slow (argon2id): before the transaction, not while holding its locks.
      const passwordHash = input.mode === 'create' ? await hashPassword(input.password) : undefined;
      const locale = requestLocale(request);
      const saved = await withContext(db, ctx, async (tx) => {
        const userId = await saveStaff(tx, tenantId, input, passwordHash);
        return findStaff(tx, tenantId, userId, locale);
      });
      return ok(saved, translate(request, SUCCESS_MESSAGES.staffSaved));
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/staff/:userId/${action}`,
      {
        config,
        schema: {
          summary:
            action === 'disable'
              ? 'Disables an employee: their sessions in this tenant end (401); the last administrator or oneself: 422'
              : 'Enables a disabled employee again',
          tags,
          params: userIdParamsSchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 422, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const tenantId = companyOf(ctx);
        await withContext(db, ctx, (tx) =>
          setStaffDisabled(tx, tenantId, ctx.userId, request.params.userId, action === 'disable'),
        );
        const message = action === 'disable' ? SUCCESS_MESSAGES.staffDisabled : SUCCESS_MESSAGES.staffEnabled;
        return ok(null, translate(request, message));
      },
    );
  }

  app.get(
    '/staff/departments',
    {
      config,
      schema: {
        summary: "The tenant's departments",
        tags,
        response: { 200: envelopeSchema(z.array(departmentSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listDepartments(tx, tenantId, requestLocale(request))));
    },
  );

  app.post(
    '/staff/department/save',
    {
      config,
      schema: {
        summary: 'Creates (no id) or edits a department; a code in use: 409',
        tags,
        body: departmentInputSchema,
        response: { 200: envelopeSchema(departmentSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const saved = await withContext(db, ctx, (tx) =>
        saveDepartment(tx, tenantId, request.body, requestLocale(request)),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.departmentSaved));
    },
  );

  app.get(
    '/employee/positionLevels',
    {
      config: { access: { authenticated: true } },
      schema: {
        summary: "The tenant's employee position levels",
        tags,
        response: { 200: envelopeSchema(z.array(positionLevelSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listPositionLevels(tx, tenantId, requestLocale(request))));
    },
  );

  app.post(
    '/employee/positionLevels/save',
    {
      config,
      schema: {
        summary: 'Creates (no id) or edits a position level; a code in use: 409',
        tags,
        body: positionLevelInputSchema,
        response: {
          200: envelopeSchema(positionLevelSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = companyOf(ctx);
      const saved = await withContext(db, ctx, (tx) =>
        savePositionLevel(tx, tenantId, request.body, requestLocale(request)),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.staffSaved));
    },
  );
};
