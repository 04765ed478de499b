import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, type RouteContribution } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { findColumnSettings, upsertColumnSettings, type ColumnSettingsRow, type Owner } from './queries.ts';
import {
  columnSetupListQuerySchema,
  columnSetupSaveSchema,
  columnSetupSchema,
  type ColumnSetup,
} from './wire.ts';

// Every signed-in person arranges their own tables: no permission beyond being signed in.
const config = { access: { authenticated: true } } as const;
const tags = ['preferences'];

// Column settings belong to a person within a tenant: operations staff (no tenant) keep none.
function ownerOf(ctx: RequestContext): Owner {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
  return { tenantId: ctx.tenantId, userId: ctx.userId };
}

const toWire = (tableKey: string, row: ColumnSettingsRow | undefined): ColumnSetup => ({
  tableKey,
  columns: row?.columns ?? [],
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/columnSetup/list',
    {
      config,
      schema: {
        summary: "The caller's saved columns of one table (empty when never saved)",
        tags,
        querystring: columnSetupListQuerySchema,
        response: { 200: envelopeSchema(columnSetupSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tableKey } = request.query;
      const row = await withContext(db, ctx, (tx) => findColumnSettings(tx, ownerOf(ctx), tableKey));
      return ok(toWire(tableKey, row));
    },
  );

  app.post(
    '/columnSetup/batchSave',
    {
      config,
      schema: {
        summary: "Replaces the caller's columns of one table (visibility, order, width)",
        tags,
        body: columnSetupSaveSchema,
        response: { 200: envelopeSchema(columnSetupSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { tableKey, columns } = request.body;
      const row = await withContext(db, ctx, (tx) =>
        upsertColumnSettings(tx, ownerOf(ctx), tableKey, columns),
      );
      return ok(toWire(tableKey, row));
    },
  );
};

export const preferencesRoutes: RouteContribution = { gateway: 'api-v1', name: 'preferences', routes };
