import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, idSchema, ok, requestLocale } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import { findTenantVendor, listTenantVendors, type TenantVendorRow } from './supplier-scope.ts';

const authenticated = { access: { authenticated: true } } as const;
const tags = ['identity'];

const tenantVendorSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  status: z.enum(['active', 'inactive']),
  since: z.string().describe('ISO 8601'),
});

function toWire(row: TenantVendorRow, locale: string): z.infer<typeof tenantVendorSchema> {
  return {
    id: row.id,
    tenantId: row.tenantId,
    vendorId: row.vendorId,
    vendorName: locale === 'en-US' ? row.vendorNameEn : row.vendorNameZh,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    since: row.since.toISOString(),
  };
}

// Operations staff work outside tenants: they have no supplier relations to read.
function requireTenant(ctx: RequestContext): void {
  if (!ctx.tenantId) throw new AppError(403, ERROR_CODES.authForbidden);
}

/**
 * The supplier relations of the current tenant: a buyer sees all of them, a supplier only its own
 * company's (row-level security: tenant policy + vendor scope). Another supplier's row answers 404,
 * exactly like an id that does not exist.
 */
export const supplierScopeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/tenantVendor/list',
    {
      config: authenticated,
      schema: {
        summary: 'Supplier companies serving the current tenant (a supplier sees its own)',
        tags,
        response: { 200: envelopeSchema(z.array(tenantVendorSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      requireTenant(ctx);
      const locale = requestLocale(request);
      const rows = await withContext(db, ctx, listTenantVendors);
      return ok(rows.map((r) => toWire(r, locale)));
    },
  );

  app.get(
    '/tenantVendor/:id',
    {
      config: authenticated,
      schema: {
        summary: 'One supplier relation of the current tenant',
        tags,
        params: z.object({ id: idSchema }),
        response: { 200: envelopeSchema(tenantVendorSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      requireTenant(ctx);
      const row = await withContext(db, ctx, (tx) => findTenantVendor(tx, request.params.id));
      if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
      return ok(toWire(row, requestLocale(request)));
    },
  );
};
