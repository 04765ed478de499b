import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { tenantSupplierIdentities } from '@procure/vendor-server';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BusinessInfoAdapter, RiskSignalKind } from './adapters/index.ts';
import { tenantOf, todayOf } from './context.ts';
import { assertSomeAnswered, fetchDetails, fetchSignals, persistFetched, type Logger } from './lookups.ts';
import { isMonitored, tenantSupplier, type Supplier } from './monitoring.ts';
import { assertPackage } from './package-state.ts';
import { invocationsPage, vendorRecords } from './records.ts';
import { recordInvocations } from './store.ts';
import {
  detailsQuerySchema,
  detailsSchema,
  idParamsSchema,
  invocationsPageSchema,
  pageBodySchema,
  requestResultSchema,
  vendorBodySchema,
  vendorRecordsSchema,
} from './wire.ts';

// Spec §7 "Supplier management · Enterprise risk" under the /bid gateway: the invoke record page, request
// and get dishonesty, request and get management abnormal, enterprise details by vendor id or by unified
// social credit code (and GET /api/v1/enterprise/getQxbInfo/{id}). A request calls the business-information
// adapter (2001 without a valid package), records the call and stores what it found; a get reads what is
// stored. Only the tenant's suppliers; any other answers 404 like an absent one.

const config = { access: { permission: PERMISSIONS.supplier } } as const;
const tags = ['risk'];

type Deps = { adapter: BusinessInfoAdapter; today: () => string; log: Logger };

/** Details of a supplier by id (params or query) or by credit code: 404, 2001, then the adapter. */
export function enterpriseDetailsRoute(app: FastifyInstance, deps: Deps, path: string): void {
  const byParams = path.includes(':id');
  app.withTypeProvider<ZodTypeProvider>().get(
    path,
    {
      config,
      schema: {
        summary: byParams
          ? 'Enterprise details of a supplier by its id, from the business-information service'
          : 'Enterprise details of a supplier by vendorId or socialCreditCode, from the business-information service',
        tags,
        ...(byParams ? { params: idParamsSchema } : { querystring: detailsQuerySchema }),
        response: { 200: envelopeSchema(detailsSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const tenantId = tenantOf(ctx);
      // The registry knows a company by its Chinese registered name.
      const locale = 'zh-CN';
      const params = request.params as { id?: string };
      const query = request.query as { vendorId?: string; socialCreditCode?: string };
      const db = app.database.db;
      const supplier = await withContext(db, ctx, async (tx) => {
        let found: Supplier | undefined;
        if (params.id ?? query.vendorId)
          found = await tenantSupplier(tx, tenantId, (params.id ?? query.vendorId) as string, locale);
        else {
          [found] = await tenantSupplierIdentities(tx, tenantId, locale, {
            socialCreditCode: query.socialCreditCode as string,
          });
          if (!found) throw new AppError(404, ERROR_CODES.riskCreditCodeUnknown);
        }
        if (!found.socialCreditCode) throw new AppError(404, ERROR_CODES.riskCreditCodeUnknown);
        await assertPackage(tx, tenantId, deps.today());
        return { ...found, socialCreditCode: found.socialCreditCode };
      });
      const answer = await fetchDetails(
        deps.adapter,
        supplier,
        (call) => withContext(db, ctx, (tx) => recordInvocations(tx, [call])),
        { tenantId, userId: ctx.userId },
        deps.log,
      );
      return ok({ ...answer, vendorId: supplier.vendorId });
    },
  );
}

export const qxbRoutes =
  ({ adapter }: { adapter: BusinessInfoAdapter }): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;
    const today = () => todayOf(app.sendGuard.clock);
    const log: Logger = app.log;

    app.post(
      '/qxb/enterprise/invokeRecordPage',
      {
        config,
        schema: {
          summary: 'The invoke record page: every call to the business-information service, newest first',
          tags,
          body: pageBodySchema,
          response: { 200: envelopeSchema(invocationsPageSchema), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            invocationsPage(tx, tenantOf(ctx), request.body, requestLocale(request)),
          ),
        );
      },
    );

    const requestRoute = (path: string, kind: RiskSignalKind, summary: string) =>
      app.post(
        path,
        {
          config,
          schema: {
            summary,
            tags,
            body: vendorBodySchema,
            response: {
              200: envelopeSchema(requestResultSchema),
              ...errorResponses(400, 401, 403, 404, 503),
            },
          },
        },
        async (request) => {
          const ctx = requireAuth(request);
          const tenantId = tenantOf(ctx);
          const locale = requestLocale(request);
          const supplier = await withContext(db, ctx, async (tx) => {
            const found = await tenantSupplier(tx, tenantId, request.body.vendorId, 'zh-CN');
            if (!found.socialCreditCode) throw new AppError(404, ERROR_CODES.riskCreditCodeUnknown);
            await assertPackage(tx, tenantId, today());
            return found;
          });
          const fetched = await fetchSignals(adapter, [supplier], [kind], today(), log);
          const result = await withContext(db, ctx, async (tx) => {
            const fresh = await persistFetched(tx, tenantId, ctx.userId, adapter, fetched);
            return {
              fresh: fresh.length,
              records: await vendorRecords(tx, tenantId, supplier.vendorId, [kind], locale),
            };
          });
          assertSomeAnswered(fetched);
          const answer = fetched[0]?.answer;
          const found = answer?.data.length ?? 0;
          return ok(
            {
              provider: answer?.provider ?? adapter.name,
              simulated: answer?.simulated ?? adapter.simulated,
              found,
              ...result,
            },
            translate(request, SUCCESS_MESSAGES.riskRequested, { count: found, fresh: result.fresh }),
          );
        },
      );

    const getRoute = (path: string, kind: RiskSignalKind, summary: string) =>
      app.post(
        path,
        {
          config,
          schema: {
            summary,
            tags,
            body: vendorBodySchema,
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
              const supplier = await tenantSupplier(tx, tenantId, request.body.vendorId, locale);
              return {
                ...supplier,
                monitored: await isMonitored(tx, tenantId, supplier.vendorId),
                records: await vendorRecords(tx, tenantId, supplier.vendorId, [kind], locale),
              };
            }),
          );
        },
      );

    requestRoute(
      '/qxb/enterprise/requestDishonesty',
      'dishonesty',
      'Asks the business-information service whether the supplier is a dishonest judgment debtor (2001 without a package)',
    );
    getRoute('/qxb/enterprise/getDishonesty', 'dishonesty', "The supplier's stored dishonesty records");
    requestRoute(
      '/qxb/enterprise/requestManagementAbnormal',
      'abnormal',
      'Asks the business-information service for the supplier’s abnormal-operation listings (2001 without a package)',
    );
    getRoute(
      '/qxb/enterprise/getManagementAbnormal',
      'abnormal',
      "The supplier's stored abnormal-operation records",
    );
    enterpriseDetailsRoute(app, { adapter, today, log }, '/qxb/enterprise/details');
  };
