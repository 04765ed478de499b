import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorResponses, ok, type RouteContribution } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { findColumnSettings, upsertColumnSettings, type ColumnSettingsRow } from './queries.ts';
import {
  columnSetupListQuerySchema,
  columnSetupSaveSchema,
  columnSetupSchema,
  type ColumnSetup,
} from './wire.ts';

// Every signed-in person arranges their own tables: no permission beyond being signed in.
const config = { access: { authenticated: true } } as const;
const tags = ['preferences'];

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
