import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  envelopeSchema,
  errorResponses,
  fieldError,
  ok,
  requestLocale,
  translate,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerTenantOf } from './services/buyer-tenant.ts';
import { importKindSchema } from './import/definitions.ts';
import { importTemplate, runImport } from './import/run-import.ts';

const tags = ['masterdata'];
const config = { access: { permission: PERMISSIONS.settingMasterData } };
const kindParams = z.object({ kind: importKindSchema });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Spreadsheet imports of units, cost centres, procurement categories and vendors. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    '/masterdata/import/:kind/template',
    {
      config,
      schema: {
        summary: 'The xlsx template of an import (headers in the request language)',
        tags,
        params: kindParams,
        produces: [XLSX_TYPE],
        response: { 200: z.any().describe('xlsx workbook'), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request, reply) => {
      buyerTenantOf(requireAuth(request));
      const bytes = await importTemplate(request.params.kind, requestLocale(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${request.params.kind}-template.xlsx"`)
        .send(bytes);
    },
  );

  app.post(
    '/masterdata/import/:kind',
    {
      config,
      schema: {
        summary:
          'Imports an xlsx (multipart `file`): every row checked; any error → 400 with `rows.<row>.<column>` fields and nothing imported',
        tags,
        params: kindParams,
        consumes: ['multipart/form-data'],
        response: {
          200: envelopeSchema(z.object({ imported: z.number().int() })),
          ...errorResponses(400, 401, 403, 413, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      if (!request.isMultipart()) throw fieldError('file', 'validation.required');
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
        else if (part.type === 'file') await part.toBuffer();
      }
      if (!bytes || bytes.length === 0) throw fieldError('file', 'validation.required');
      const locale = requestLocale(request);
      const imported = await withContext(db, ctx, (tx) =>
        runImport(tx, request.params.kind, tenantId, bytes, locale),
      );
      return ok({ imported }, translate(request, SUCCESS_MESSAGES.masterdataImported, { count: imported }));
    },
  );
};
