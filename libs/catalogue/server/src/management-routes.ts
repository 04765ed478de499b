import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import type { FastifyRequest } from 'fastify';
import { listManagedGoods } from './goods-queries.ts';
import {
  addPrice,
  listMaterials,
  listPrices,
  listStores,
  saveGoods,
  saveMaterial,
  saveStore,
  shelveGoods,
  toManaged,
} from './management-queries.ts';
import {
  goodsInputSchema,
  managedGoodsQuerySchema,
  managedGoodsSchema,
  managementListQuerySchema,
  materialIdParamsSchema,
  materialInputSchema,
  materialSchema,
  pageOf,
  priceInputSchema,
  priceSchema,
  shelveInputSchema,
  storeInputSchema,
  storeSchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.settingMasterData } } as const;
const tags = ['catalogue-management'];

/** Materials, price lists, stores and goods of the tenant (company settings). */
export const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const run = <T>(
    request: FastifyRequest,
    fn: (
      tx: Parameters<Parameters<typeof withContext>[2]>[0],
      tenantId: string,
      english: boolean,
    ) => Promise<T>,
  ) => {
    const ctx: RequestContext = requireAuth(request);
    return withContext(db, ctx, (tx) => fn(tx, ctx.tenantId as string, requestLocale(request) === 'en-US'));
  };

  app.get(
    '/catalogue/materials/list',
    {
      config,
      schema: {
        summary: 'Materials of the tenant, one page',
        tags,
        querystring: managementListQuerySchema,
        response: { 200: envelopeSchema(pageOf(materialSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => ok(await run(request, (tx, tenantId) => listMaterials(tx, tenantId, request.query))),
  );

  app.post(
    '/catalogue/materials/save',
    {
      config,
      schema: {
        summary: 'Creates (no id) or edits (id) a material; the code is unique in the tenant (409)',
        tags,
        body: materialInputSchema,
        response: { 200: envelopeSchema(materialSchema), ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const saved = await run(request, (tx, tenantId) => saveMaterial(tx, tenantId, request.body));
      return ok(
        saved as z.infer<typeof materialSchema>,
        translate(request, SUCCESS_MESSAGES.catalogueMaterialSaved),
      );
    },
  );

  app.get(
    '/catalogue/materials/:id/prices',
    {
      config,
      schema: {
        summary: 'The price list of a material (per vendor and validity period, newest first)',
        tags,
        params: materialIdParamsSchema,
        response: { 200: envelopeSchema(z.array(priceSchema)), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => ok(await run(request, (tx, t, en) => listPrices(tx, t, request.params.id, en))),
  );

  app.post(
    '/catalogue/materials/prices/add',
    {
      config,
      schema: {
        summary: "Adds a vendor's price for a period (price rows are never edited)",
        tags,
        body: priceInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      await run(request, (tx, tenantId) => addPrice(tx, tenantId, request.body));
      return ok(null, translate(request, SUCCESS_MESSAGES.cataloguePriceSaved));
    },
  );

  app.get(
    '/catalogue/stores/list',
    {
      config,
      schema: {
        summary: "The tenant's catalogue stores (one per vendor)",
        tags,
        response: { 200: envelopeSchema(z.array(storeSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => ok(await run(request, (tx, t, en) => listStores(tx, t, en))),
  );

  app.post(
    '/catalogue/stores/save',
    {
      config,
      schema: {
        summary: "Opens, renames or closes a vendor's store (a closed store's goods are not sold)",
        tags,
        body: storeInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 422, 503) },
      },
    },
    async (request) => {
      const { vendorId, name, disabled } = request.body;
      await run(request, (tx, tenantId) => saveStore(tx, tenantId, { vendorId, name, disabled }));
      return ok(null, translate(request, SUCCESS_MESSAGES.catalogueStoreSaved));
    },
  );

  app.get(
    '/catalogue/goods/list',
    {
      config,
      schema: {
        summary: 'Every goods row of the tenant (on and off the shelf), one page',
        tags,
        querystring: managedGoodsQuerySchema,
        response: { 200: envelopeSchema(pageOf(managedGoodsSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const { keyword, onShelf, page, pageSize } = request.query;
      const filter = { keyword, onShelf: onShelf === undefined ? undefined : onShelf === 'true' };
      const { rows, total } = await run(request, (tx, t, en) =>
        listManagedGoods(tx, t, en, filter, { page, pageSize }),
      );
      return ok({ items: rows.map(toManaged), total, page, pageSize });
    },
  );

  app.post(
    '/catalogue/goods/save',
    {
      config,
      schema: {
        summary: 'Creates (no id) or edits (id) goods: a material of a serving vendor at a price',
        tags,
        body: goodsInputSchema,
        response: {
          200: envelopeSchema(z.object({ id: z.string() })),
          ...errorResponses(400, 401, 403, 404, 409, 422, 503),
        },
      },
    },
    async (request) => {
      const id = await run(request, (tx, tenantId) => saveGoods(tx, tenantId, request.body));
      return ok({ id }, translate(request, SUCCESS_MESSAGES.catalogueGoodsSaved));
    },
  );

  app.post(
    '/catalogue/goods/shelve',
    {
      config,
      schema: {
        summary:
          'Puts goods on or takes them off the shelf, all or none (an unknown id: 404, nothing changed)',
        tags,
        body: shelveInputSchema,
        response: {
          200: envelopeSchema(z.object({ changed: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const { ids, onShelf } = request.body;
      const changed = await run(request, (tx, tenantId) => shelveGoods(tx, tenantId, ids, onShelf));
      return ok({ changed }, translate(request, SUCCESS_MESSAGES.catalogueShelfChanged));
    },
  );
};
