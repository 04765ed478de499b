import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import type { BusinessInfoAdapter, RiskSignalKind } from './adapters/index.ts';
import { tenantOf, todayOf } from './context.ts';
import { fetchSignals, persistFetched, type Logger } from './lookups.ts';
import {
  addMonitor,
  isMonitored,
  monitoringList,
  possibleRecipients,
  readSettings,
  removeMonitor,
  saveSettings,
  tenantSupplier,
} from './monitoring.ts';
import { recordDetail, recordsPage, vendorRecords } from './records.ts';
import { qxbRoutes, enterpriseDetailsRoute } from './qxb-routes.ts';
import { RISK_REFRESH_CRON, RISK_REFRESH_JOB, RISK_REFRESH_TZ, refreshAllTenants } from './refresh.ts';
import { riskMonitors } from './schema.ts';
import {
  idParamsSchema,
  monitoringListSchema,
  recordSchema,
  recordsPageSchema,
  recordsQuerySchema,
  settingsInputSchema,
  settingsSchema,
  vendorBodySchema,
  vendorQuerySchema,
  vendorRecordsSchema,
} from './wire.ts';
import { and, eq } from 'drizzle-orm';

// Enterprise risk monitoring (issue #16 §6, spec §2 /monitorin): the monitoring list (add, remove), the
// settings, a supplier's risk and social (public opinion) records, one record's details and every record.
// Buyer permission `supplier`; a supplier session never reaches them (403), another tenant's supplier or
// record answers 404 like an absent one.

const config = { access: { permission: PERMISSIONS.supplier } } as const;
const tags = ['risk'];
const RISK_KINDS: readonly RiskSignalKind[] = ['dishonesty', 'abnormal', 'lawsuit'];
const SOCIAL_KINDS: readonly RiskSignalKind[] = ['opinion'];

export type RiskRouteOptions = { adapter: BusinessInfoAdapter };

const monitorRoutes =
  ({ adapter }: RiskRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;
    const today = () => todayOf(app.sendGuard.clock);
    const log: Logger = app.log;

    app.get(
      '/monitorin/list',
      {
        config,
        schema: {
          summary:
            "The tenant's suppliers, which are monitored and what was found, and the monitoring package",
          tags,
          response: { 200: envelopeSchema(monitoringListSchema), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const list = await withContext(db, ctx, (tx) =>
          monitoringList(tx, tenantOf(ctx), requestLocale(request), today()),
        );
        return ok({ ...list, provider: adapter.name, simulated: adapter.simulated });
      },
    );

    app.post(
      '/monitorin/add',
      {
        config,
        schema: {
          summary:
            'Puts a supplier under monitoring and asks for its signals at once (2001 without a valid package)',
          tags,
          body: vendorBodySchema,
          response: {
            200: envelopeSchema(z.object({ vendorId: z.string(), fresh: z.number() })),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const tenantId = tenantOf(ctx);
        const { supplier, settings } = await withContext(db, ctx, async (tx) => ({
          supplier: await addMonitor(tx, tenantId, ctx.userId, request.body.vendorId, 'zh-CN', today()),
          settings: await readSettings(tx, tenantId),
        }));
        // The first look right away (outside the transaction); a failure leaves it to the daily refresh.
        const fetched = await fetchSignals(adapter, [supplier], settings.signals, today(), log);
        const fresh = await withContext(db, ctx, async (tx) => {
          const found = await persistFetched(tx, tenantId, ctx.userId, adapter, fetched);
          if (fetched.some((f) => f.answer)) {
            await tx
              .update(riskMonitors)
              .set({ refreshedOn: today() })
              .where(and(eq(riskMonitors.tenantId, tenantId), eq(riskMonitors.vendorId, supplier.vendorId)));
          }
          return found;
        });
        return ok(
          { vendorId: supplier.vendorId, fresh: fresh.length },
          translate(request, SUCCESS_MESSAGES.riskMonitorAdded),
        );
      },
    );

    app.post(
      '/monitorin/remove',
      {
        config,
        schema: {
          summary: 'Ends the monitoring of a supplier (its records stay)',
          tags,
          body: vendorBodySchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await withContext(db, ctx, (tx) =>
          removeMonitor(tx, tenantOf(ctx), request.body.vendorId, requestLocale(request)),
        );
        return ok(null, translate(request, SUCCESS_MESSAGES.riskMonitorRemoved));
      },
    );

    app.get(
      '/monitorin/settings',
      {
        config,
        schema: {
          summary: 'Which signals the tenant watches and whom the daily refresh tells',
          tags,
          response: { 200: envelopeSchema(settingsSchema), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const tenantId = tenantOf(ctx);
        return ok(
          await withContext(db, ctx, async (tx) => ({
            ...(await readSettings(tx, tenantId)),
            recipients: await possibleRecipients(tx, tenantId),
          })),
        );
      },
    );

    app.post(
      '/monitorin/settings/save',
      {
        config,
        schema: {
          summary: 'Saves the signals to watch and the people to notify (buyers managing suppliers)',
          tags,
          body: settingsInputSchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await withContext(db, ctx, (tx) => saveSettings(tx, tenantOf(ctx), request.body));
        return ok(null, translate(request, SUCCESS_MESSAGES.riskSettingsSaved));
      },
    );

    const vendorView = (path: string, summary: string, kinds: readonly RiskSignalKind[]) =>
      app.get(
        path,
        {
          config,
          schema: {
            summary,
            tags,
            querystring: vendorQuerySchema,
            response: {
              200: envelopeSchema(vendorRecordsSchema),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request) => {
          const ctx = requireAuth(request);
          const tenantId = tenantOf(ctx);
          const locale = requestLocale(request);
          return ok(
            await withContext(db, ctx, async (tx) => {
              const supplier = await tenantSupplier(tx, tenantId, request.query.vendorId, locale);
              return {
                ...supplier,
                monitored: await isMonitored(tx, tenantId, supplier.vendorId),
                records: await vendorRecords(tx, tenantId, supplier.vendorId, kinds, locale),
              };
            }),
          );
        },
      );
    vendorView(
      '/monitorin/risk',
      "A supplier's risk records: dishonesty, abnormal operation, lawsuits",
      RISK_KINDS,
    );
    vendorView('/monitorin/social', "A supplier's public-opinion records", SOCIAL_KINDS);

    app.get(
      '/monitorin/details/:id',
      {
        config,
        schema: {
          summary: 'One risk record',
          tags,
          params: idParamsSchema,
          response: { 200: envelopeSchema(recordSchema), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            recordDetail(tx, tenantOf(ctx), request.params.id, requestLocale(request)),
          ),
        );
      },
    );

    app.get(
      '/monitorin/records',
      {
        config,
        schema: {
          summary: 'Every risk record of the tenant, newest found first',
          tags,
          querystring: recordsQuerySchema,
          response: { 200: envelopeSchema(recordsPageSchema), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            recordsPage(tx, tenantOf(ctx), request.query, requestLocale(request)),
          ),
        );
      },
    );

    enterpriseDetailsRoute(app, { adapter, today, log }, '/enterprise/getQxbInfo/:id');
  };

/** The risk domain's routes on their two gateways, and the daily refresh job. */
export function riskRoutes(options: RiskRouteOptions): RouteContribution[] {
  return [
    {
      gateway: 'api-v1',
      name: 'risk',
      routes: async (app) => {
        await app.register(monitorRoutes(options));
        app.jobs.define(
          RISK_REFRESH_JOB,
          async () => {
            const result = await refreshAllTenants(
              app.database.db,
              options.adapter,
              app.sendGuard.clock(),
              app.log,
            );
            app.log.info(
              { ...result, provider: options.adapter.name, simulated: options.adapter.simulated },
              options.adapter.simulated
                ? '[business-info simulator] daily risk refresh done'
                : 'daily risk refresh done',
            );
          },
          { retryLimit: 2, retryDelay: 300 },
        );
        app.jobs.schedule(RISK_REFRESH_JOB, RISK_REFRESH_CRON, { tz: RISK_REFRESH_TZ });
      },
    },
    { gateway: 'bid', name: 'risk-qxb', routes: qxbRoutes(options) },
  ];
}
