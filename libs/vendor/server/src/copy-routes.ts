import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import {
  listSupplierCopies,
  registerSupplierCopyExport,
  supplierCopyDetail,
  supplierCopyDetailSchema,
  supplierCopyPageSchema,
  supplierCopyQuerySchema,
} from './copies.ts';
import { registerSupplierApplication } from './applications.ts';
import { registerSupplierChange } from './profile.ts';
import { idParamsSchema } from './wire.ts';

// Copy-to list of supplier documents (spec §2 `/copyto/supplier`, issue #12 §5): permission `copyto` (every
// buyer role), not `supplier`; the caller's own copies only, read-only.

const config = { access: { permission: PERMISSIONS.copyTo } } as const;
const tags = ['vendor'];

export const copyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerSupplierApplication();
  registerSupplierChange();
  registerSupplierCopyExport();

  app.get(
    '/copyto/supplierList',
    {
      config,
      schema: {
        summary:
          'Supplier applications and supplier changes copied (cc) to the caller at submit, newest first, keyset pages',
        tags,
        querystring: supplierCopyQuerySchema,
        response: { 200: envelopeSchema(supplierCopyPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => listSupplierCopies(tx, ownerOf(ctx), request.query)));
    },
  );

  app.get(
    '/copyto/supplierDetail/:id',
    {
      config,
      schema: {
        summary:
          'A supplier application or change copied to the caller, read-only (another id answers like an absent one)',
        tags,
        params: idParamsSchema,
        response: {
          200: envelopeSchema(supplierCopyDetailSchema),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          supplierCopyDetail(tx, ownerOf(ctx), request.params.id, requestLocale(request)),
        ),
      );
    },
  );
};
