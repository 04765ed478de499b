import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { envelopeSchema, errorResponses, ok, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { buyerTenantOf } from './services/buyer-tenant.ts';
import { listEmployees } from './services/coded-service.ts';
import { addRate, listRates } from './services/currency-service.ts';
import {
  getDecimalConfig,
  getProcurementSetting,
  saveProcurementSetting,
} from './services/setting-service.ts';
import { lookupAccess } from './entity-routes.ts';
import {
  decimalConfigSchema,
  employeeSchema,
  pricePrecisionSchema,
  procurementSettingInputSchema,
  procurementSettingSchema,
  rateInputSchema,
  rateQuerySchema,
  rateSchema,
} from './wire.ts';

const tags = ['masterdata'];

/** Employees, exchange-rate history and the procurement settings. */
export const otherRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/masterdata/employees/list',
    {
      config: lookupAccess,
      schema: {
        summary: "The tenant's active buyer employees (receiver, contract creator pickers)",
        tags,
        response: { 200: envelopeSchema(z.array(employeeSchema)), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listEmployees(tx, tenantId)));
    },
  );

  const currency = { access: { permission: PERMISSIONS.currency } };
  app.get(
    '/masterdata/currencies/rates',
    {
      config: currency,
      schema: {
        summary: 'Exchange-rate history, newest date first (optionally of one currency)',
        tags,
        querystring: rateQuerySchema,
        response: { 200: envelopeSchema(z.array(rateSchema)), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      return ok(await withContext(db, ctx, (tx) => listRates(tx, tenantId, request.query.currencyCode)));
    },
  );

  app.post(
    '/masterdata/currencies/rates',
    {
      config: currency,
      schema: {
        summary: 'Adds a rate (CNY per unit) from a date; history is never edited (409 for a taken date)',
        tags,
        body: rateInputSchema,
        response: { 200: envelopeSchema(rateSchema), ...errorResponses(400, 401, 403, 409, 422, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const rate = await withContext(db, ctx, (tx) => addRate(tx, tenantId, ctx.userId, request.body));
      return ok(rate, translate(request, SUCCESS_MESSAGES.masterdataRateAdded));
    },
  );

  app.get(
    '/procurementSetting/getParam',
    {
      config: lookupAccess,
      schema: {
        summary:
          "The tenant's procurement parameters (remark limit, default currency, over-budget, PR prefix)",
        tags,
        response: { 200: envelopeSchema(procurementSettingSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      return ok(await withContext(db, ctx, (tx) => getProcurementSetting(tx, tenantId)));
    },
  );

  app.post(
    '/procurementSetting/saveParam',
    {
      config: { access: { permission: PERMISSIONS.settingMasterData } },
      schema: {
        summary: 'Saves the procurement parameters',
        tags,
        body: procurementSettingInputSchema,
        response: { 200: envelopeSchema(procurementSettingSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const saved = await withContext(db, ctx, (tx) => saveProcurementSetting(tx, tenantId, request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.masterdataSettingSaved));
    },
  );

  app.get(
    '/masterdata/decimalConfig',
    {
      config: lookupAccess,
      schema: {
        summary: 'Unit-price decimals of the tenant: { customDecimal: { inputUnitPriceLimit } }',
        tags,
        response: { 200: envelopeSchema(decimalConfigSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      return ok(await withContext(db, ctx, (tx) => getDecimalConfig(tx, tenantId)));
    },
  );

  app.get(
    '/masterdata/pricePrecision',
    {
      config: lookupAccess,
      schema: {
        summary: 'Price display precision of the tenant',
        tags,
        response: { 200: envelopeSchema(pricePrecisionSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = buyerTenantOf(ctx);
      const setting = await withContext(db, ctx, (tx) => getProcurementSetting(tx, tenantId));
      return ok({ pricePrecision: setting.pricePrecision });
    },
  );
};
