import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUCCESS_MESSAGES } from '@procure/shared-codes';
import { requireAuth } from '@procure/server-auth';
import {
  envelopeSchema,
  errorResponses,
  idSchema,
  ok,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import type { ExportRow, ExportService } from './service.ts';

const tags = ['export'];
const authenticated = { access: { authenticated: true } } as const;
const idParams = z.object({ id: idSchema });

export const exportRequestSchema = z.object({
  list: z.string().regex(/^[a-z][a-zA-Z0-9]*\.[a-z][a-zA-Z0-9]*$/, 'validation.invalid'),
  filters: z.record(z.string(), z.unknown()).default({}),
  columns: z
    .array(
      z.object({
        key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/, 'validation.invalid'),
        title: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
      }),
    )
    .min(1, 'validation.required')
    .max(60, 'validation.tooLong'),
});

export const exportItemSchema = z.object({
  id: z.string(),
  list: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  columns: z.array(z.string()),
  mode: z.enum(['immediate', 'background']),
  state: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  rows: z.number().int(),
  totalRows: z.number().int().nullable(),
  sizeBytes: z.number().int().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable().describe('The translated reason of the last failure'),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});

function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = (): ExportService => app.exports;
  const wire = (row: ExportRow, locale: Parameters<typeof translate>[0]) => {
    const expired = row.state === 'ready' && !!row.expiresAt && row.expiresAt.getTime() <= Date.now();
    return {
      id: row.id,
      list: row.listKey,
      name: row.name,
      filters: row.filters as Record<string, unknown>,
      columns: (row.columns as { title: string }[]).map((c) => c.title),
      mode: row.mode as 'immediate' | 'background',
      state: expired ? ('expired' as const) : (row.state as 'queued' | 'running' | 'ready' | 'failed'),
      rows: row.rows,
      totalRows: row.totalRows,
      sizeBytes: row.sizeBytes,
      attempts: row.attempts,
      error: row.errorCode && row.state !== 'ready' ? translate(locale, row.errorCode) : null,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  };

  app.post(
    '/downloadCenter/export',
    {
      config: authenticated,
      schema: {
        summary:
          "Exports a list with its current filters and the caller's visible columns: ≤ 100 rows written at once (mode immediate), more by a background job that e-mails a link (mode background)",
        tags,
        body: exportRequestSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string(), mode: z.enum(['immediate', 'background']) })),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const result = await service().start(requireAuth(request), request.body);
      return ok(
        result,
        translate(
          request,
          result.mode === 'immediate' ? SUCCESS_MESSAGES.exportReady : SUCCESS_MESSAGES.exportQueued,
        ),
      );
    },
  );

  app.get(
    '/downloadCenter/exportList',
    {
      config: authenticated,
      schema: {
        summary: "The caller's exports (download center), newest 100",
        tags,
        response: { 200: envelopeSchema(z.array(exportItemSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const rows = await service().list(requireAuth(request));
      return ok(rows.map((row) => wire(row, request)));
    },
  );

  app.get(
    '/downloadCenter/export/:id/file',
    {
      config: authenticated,
      schema: {
        summary: "Downloads the caller's ready export (xlsx); logged in the file log. Another user's id: 404",
        tags,
        params: idParams,
        response: errorResponses(400, 401, 403, 404, 409, 503),
      },
    },
    async (request, reply) => {
      const { row, stream } = await service().download(requireAuth(request), request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', contentDisposition(`${row.name}.xlsx`))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream as never); // a file stream, not the error envelope of the schema
    },
  );

  app.post(
    '/downloadCenter/export/:id/retry',
    {
      config: authenticated,
      schema: {
        summary: 'Runs a failed export again',
        tags,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      await service().retry(requireAuth(request), request.params.id);
      return ok(null, translate(request, SUCCESS_MESSAGES.exportQueued));
    },
  );

  app.post(
    '/downloadCenter/export/:id/delete',
    {
      config: authenticated,
      schema: {
        summary: 'Deletes an export and its file',
        tags,
        params: idParams,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      await service().remove(requireAuth(request), request.params.id);
      return ok(null, translate(request, SUCCESS_MESSAGES.exportDeleted));
    },
  );
};

/** The download center (`/api/v1/downloadCenter/...`): one export mechanism for every list. */
export const exportRoutes: RouteContribution = { gateway: 'api-v1', name: 'export', routes };
