import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerTenantOf } from './services/buyer-tenant.ts';
import { idParamsSchema, statusInputSchema } from './wire.ts';

type ListOptions = { includeDisabled: boolean };

/** One master-data entity: its lookup list, management list, save and disable/enable. */
export type EntityDef<Item extends z.ZodType, Input extends z.ZodType> = {
  /** Path segment: /masterdata/<path>/list … */
  path: string;
  title: string;
  permission: string;
  item: Item;
  input: Input;
  list: (tx: Db, tenantId: string, locale: Locale, options: ListOptions) => Promise<z.infer<Item>[]>;
  save: (tx: Db, tenantId: string, input: z.infer<Input>) => Promise<string>;
  setDisabled: (tx: Db, tenantId: string, id: string, disabled: boolean) => Promise<void>;
};

export const lookupAccess = { access: { authenticated: true } } as const;
const savedSchema = z.object({ id: z.string() });

export function registerEntityRoutes<Item extends z.ZodType, Input extends z.ZodType>(
  app: FastifyInstance,
  def: EntityDef<Item, Input>,
): void {
  const db = app.database.db;
  const tags = ['masterdata'];
  const config = { access: { permission: def.permission } };

  app.get(
    `/masterdata/${def.path}/list`,
    {
      config: lookupAccess,
      schema: {
        summary: `${def.title}: enabled rows, for pickers (buyer sessions)`,
        tags,
        response: { 200: envelopeSchema(z.array(def.item)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => def.list(tx, tenantId, locale, { includeDisabled: false })),
      );
    },
  );

  app.get(
    `/masterdata/${def.path}/manage`,
    {
      config,
      schema: {
        summary: `${def.title}: every row, disabled ones included (management)`,
        tags,
        response: { 200: envelopeSchema(z.array(def.item)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const locale = requestLocale(request);
      return ok(
        await withContext(db, ctx, (tx) => def.list(tx, tenantId, locale, { includeDisabled: true })),
      );
    },
  );

  app.post(
    `/masterdata/${def.path}/save`,
    {
      config,
      schema: {
        summary: `${def.title}: creates (no id) or edits (id); a taken code answers 409`,
        tags,
        body: def.input,
        response: { 200: envelopeSchema(savedSchema), ...errorResponses(400, 401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const input = request.body as z.infer<Input>;
      const id = await withContext(db, ctx, (tx) => def.save(tx, tenantId, input));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.masterdataSaved));
    },
  );

  app.put(
    `/masterdata/${def.path}/:id/status`,
    {
      config,
      schema: {
        summary: `${def.title}: disables (hidden from the lookups) or enables a row`,
        tags,
        params: idParamsSchema,
        body: statusInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const { id } = request.params as z.infer<typeof idParamsSchema>;
      const { disabled } = request.body as z.infer<typeof statusInputSchema>;
      await withContext(db, ctx, (tx) => def.setDisabled(tx, tenantId, id, disabled));
      const message = disabled ? SUCCESS_MESSAGES.masterdataDisabled : SUCCESS_MESSAGES.masterdataEnabled;
      return ok(null, translate(request, message));
    },
  );
}

export const MASTER_DATA_PERMISSION = PERMISSIONS.settingMasterData;
