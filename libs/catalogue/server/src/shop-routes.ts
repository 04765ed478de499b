import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, SUCCESS_MESSAGES, PERMISSIONS } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { ownerOf, requireAuth, withContext } from '@procure/server-auth';
import { isUuid } from '@procure/server-db';
import { channelGoods, fromChannel } from './channel-goods.ts';
import { getCommonCategories, saveCommonCategories } from './common-categories.ts';
import { goodsById, listOnSale, saleFacets, toDetail, toSummary } from './goods-queries.ts';
import {
  SOURCES,
  commonCategoriesInputSchema,
  commonCategoriesSchema,
  goodsDetailSchema,
  goodsSummarySchema,
  initParamsSchema,
  pageOf,
  productDetailParamsSchema,
  productDetailQuerySchema,
  productIndexSchema,
  productListQuerySchema,
} from './wire.ts';

const config = { access: { permission: PERMISSIONS.procurementCatalogue } } as const;
const tags = ['catalogue'];
const HOME_SIZE = 8;

/** Buyer shopping: home, goods list (catalogue or a channel), filter options, goods detail, common categories. */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/product/index',
    {
      config,
      schema: {
        summary: 'Goods home: common categories, newest and most popular goods on sale',
        tags,
        response: { 200: envelopeSchema(productIndexSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      const owner = ownerOf(ctx);
      const page = { page: 1, pageSize: HOME_SIZE };
      return ok(
        await withContext(db, ctx, async (tx) => ({
          commonCategoryIds: await getCommonCategories(tx, owner),
          recent: (await listOnSale(tx, owner.tenantId, english, {}, page, 'recent')).rows.map(toSummary),
          popular: (await listOnSale(tx, owner.tenantId, english, {}, page, 'popular')).rows.map(toSummary),
        })),
      );
    },
  );

  app.get(
    '/product/list',
    {
      config,
      schema: {
        summary: 'Goods on sale, searched and filtered, one page (source: the catalogue or a channel)',
        tags,
        querystring: productListQuerySchema,
        response: { 200: envelopeSchema(pageOf(goodsSummarySchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      const { source, page, pageSize, ...filter } = request.query;
      if (source !== 'catalogue') {
        // Channel goods have no master-data category or tenant vendor: those filters match nothing.
        if (filter.categoryId || filter.vendorId) return ok({ items: [], total: 0, page, pageSize });
        const found = await fromChannel(source, (c) => c.searchProducts({ ...filter, page, pageSize }));
        return ok({
          items: found.items.map((p) => channelGoods(source, p, english)),
          total: found.total,
          page,
          pageSize,
        });
      }
      const owner = ownerOf(ctx);
      const { rows, total } = await withContext(db, ctx, (tx) =>
        listOnSale(tx, owner.tenantId, english, filter, { page, pageSize }),
      );
      return ok({ items: rows.map(toSummary), total, page, pageSize });
    },
  );

  app.get(
    '/product/initParams',
    {
      config,
      schema: {
        summary:
          'Filter options of the goods list: sources, vendors and categories with goods on sale, top price',
        tags,
        response: { 200: envelopeSchema(initParamsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      const facets = await withContext(db, ctx, (tx) => saleFacets(tx, ownerOf(ctx).tenantId, english));
      return ok({ sources: [...SOURCES], ...facets });
    },
  );

  app.get(
    '/product/detail/:id',
    {
      config,
      schema: {
        summary: 'One goods item: catalogue goods by id, or channel goods by SKU (?source=channel1|channel2)',
        tags,
        params: productDetailParamsSchema,
        querystring: productDetailQuerySchema,
        response: { 200: envelopeSchema(goodsDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const english = requestLocale(request) === 'en-US';
      const { id } = request.params;
      const { source } = request.query;
      const notFound = new AppError(404, ERROR_CODES.catalogueGoodsNotFound);
      if (source !== 'catalogue') {
        const product = await fromChannel(source, (c) => c.productDetail(id));
        if (!product) throw notFound;
        return ok(channelGoods(source, product, english));
      }
      if (!isUuid(id)) throw notFound;
      const row = await withContext(db, ctx, (tx) => goodsById(tx, ownerOf(ctx).tenantId, id, english));
      // Off-shelf goods stay viewable (a cart or an old link may point at them), flagged onShelf: false.
      if (!row) throw notFound;
      return ok(toDetail(row));
    },
  );

  app.get(
    '/product/commonCategories',
    {
      config,
      schema: {
        summary: "The caller's common purchase categories (master-data category ids, 1 to 6 once saved)",
        tags,
        response: { 200: envelopeSchema(commonCategoriesSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok({ categoryIds: await withContext(db, ctx, (tx) => getCommonCategories(tx, ownerOf(ctx))) });
    },
  );

  app.put(
    '/product/commonCategories',
    {
      config,
      schema: {
        summary: 'Replaces the common purchase categories: at least 1, at most 6, no duplicates',
        tags,
        body: commonCategoriesInputSchema,
        response: { 200: envelopeSchema(commonCategoriesSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const ids = await withContext(db, ctx, (tx) =>
        saveCommonCategories(tx, ownerOf(ctx), request.body.categoryIds),
      );
      return ok({ categoryIds: ids }, translate(request, SUCCESS_MESSAGES.catalogueCommonCategoriesSaved));
    },
  );
};
