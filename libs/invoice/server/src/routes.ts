import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  invoiceCheckSettingSchema,
  invoiceIdBody,
  invoiceLinkBody,
  invoiceReasonBody,
} from '@procure/shared-validation';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { registerDocumentType } from '@procure/approval-server';
import { buyerActor } from './actor.ts';
import type { InvoiceAdapters } from './adapters/index.ts';
import { registerInvoiceExports } from './export-source.ts';
import { findInvoiceDetail, listInvoices, summarizeInvoices } from './queries.ts';
import { saveTolerances, tolerancesOf } from './settings.ts';
import {
  examineInvoice,
  linkReceipt,
  onExaminationApproved,
  onExaminationRejected,
  recordCheck,
  returnInvoice,
  verificationRequest,
  voidInvoice,
} from './transitions.ts';
import { INVOICE_DOC_TYPE } from './locking.ts';
import { invoiceRequestRoutes } from './request-routes.ts';
import { supplierInvoiceRoutes } from './vendor-routes.ts';
import {
  checkSettingSchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceStatusSchema,
} from './wire.ts';

// Invoices (issue #15; spec §2 /invoice, /financialSet check setting). Buyer calls under /invoice
// (permission finance:invoice) and /financialSet (finance:checkSetting); supplier calls under
// /vendor/invoice (vendor:order, scoped by the session's company: another supplier's invoice ≡ absent).

const finance = { access: { permission: PERMISSIONS.financeInvoice } } as const;
const setting = { access: { permission: PERMISSIONS.financeCheckSetting } } as const;
const tags = ['invoice'];
export const invoiceDetailPath = (id: string) => `/invoice/detail/${id}`;

async function buyerRoutes(app: FastifyInstance, adapters: InvoiceAdapters) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/invoice/list',
    {
      config: finance,
      schema: {
        summary: "The tenant's invoices, newest first (keyset pages); held ones say why",
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: envelopeSchema(invoicePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          listInvoices(tx, actor.tenantId, request.query, requestLocale(request)),
        ),
      );
    },
  );

  typed.get(
    '/invoice/detail/:id',
    {
      config: finance,
      schema: {
        summary: 'One invoice: the three-way match of every line (live), files and log',
        tags,
        params: invoiceIdParamsSchema,
        response: { 200: envelopeSchema(invoiceDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const detail = await withContext(db, ctx, (tx) =>
        findInvoiceDetail(tx, actor.tenantId, request.params.id, requestLocale(request)),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.invoiceNotFound);
      return ok(detail);
    },
  );

  typed.post(
    '/invoice/check',
    {
      config: finance,
      schema: {
        summary:
          'Check an invoice under review: its authenticity through the tax verification service, and the match again',
        tags,
        body: invoiceIdBody,
        response: {
          200: envelopeSchema(invoiceStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const fields = await withContext(db, ctx, (tx) => verificationRequest(tx, actor, request.body.id));
      let result;
      try {
        result = await adapters.taxVerifier.verify(fields);
      } catch (error) {
        request.log.warn({ err: error }, 'tax verification failed');
        throw new AppError(503, ERROR_CODES.invoiceVerifyUnavailable);
      }
      const status = await withContext(db, ctx, (tx) => recordCheck(tx, actor, request.body.id, result));
      return ok(status, translate(request, SUCCESS_MESSAGES.invoiceChecked));
    },
  );

  for (const [path, summary, message] of [
    [
      '/invoice/examine',
      'Send a checked invoice with no held line to examination (approval engine); no flow: invoiced at once',
      SUCCESS_MESSAGES.invoiceExamineStarted,
    ],
  ] as const) {
    typed.post(
      path,
      {
        config: finance,
        schema: {
          summary,
          tags,
          body: invoiceIdBody,
          response: {
            200: envelopeSchema(invoiceStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 422, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const status = await withContext(db, ctx, (tx) =>
          examineInvoice(tx, buyerActor(ctx), request.body.id),
        );
        return ok(status, translate(request, message));
      },
    );
  }

  for (const [path, summary, run, message] of [
    [
      '/invoice/return',
      'Return an invoice under review to the supplier with a reason (its lines leave the ledger)',
      returnInvoice,
      SUCCESS_MESSAGES.invoiceReturned,
    ],
    [
      '/invoice/void',
      'Void an invoice with a reason (its lines leave the ledger; the number stays taken)',
      voidInvoice,
      SUCCESS_MESSAGES.invoiceVoided,
    ],
  ] as const) {
    typed.post(
      path,
      {
        config: finance,
        schema: {
          summary,
          tags,
          body: invoiceReasonBody,
          response: {
            200: envelopeSchema(invoiceStatusSchema),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const status = await withContext(db, ctx, (tx) =>
          run(tx, buyerActor(ctx), request.body.id, request.body.reason),
        );
        return ok(status, translate(request, message));
      },
    );
  }

  typed.post(
    '/invoice/linkReceipt',
    {
      config: finance,
      schema: {
        summary:
          'Link an invoice line to the receipt its goods came in on (late linking); the match is evaluated again',
        tags,
        body: invoiceLinkBody,
        response: {
          200: envelopeSchema(invoiceStatusSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const status = await withContext(db, ctx, (tx) => linkReceipt(tx, buyerActor(ctx), request.body));
      return ok(status, translate(request, SUCCESS_MESSAGES.invoiceLinked));
    },
  );

  typed.get(
    '/financialSet/checkSetting',
    {
      config: setting,
      schema: {
        summary: "The tenant's three-way match tolerances in percent (price, quantity; default 0)",
        tags,
        response: { 200: envelopeSchema(checkSettingSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => tolerancesOf(tx, buyerActor(ctx).tenantId)));
    },
  );

  typed.post(
    '/financialSet/checkSetting',
    {
      config: setting,
      schema: {
        summary:
          'Save the match tolerances (0 … 100 %, two decimals); invoices are evaluated with them from now on',
        tags,
        body: invoiceCheckSettingSchema,
        response: { 200: envelopeSchema(checkSettingSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const saved = await withContext(db, ctx, (tx) =>
        saveTolerances(tx, actor.tenantId, actor.userId, request.body),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.invoiceSettingSaved));
    },
  );
}

let registered = false;

/** Registers the invoice examination with the approval engine and the list export (once). */
export function registerInvoiceDocument(): void {
  if (registered) return;
  registerDocumentType({
    docType: INVOICE_DOC_TYPE,
    detailPath: invoiceDetailPath,
    summarize: summarizeInvoices,
    onApproved: onExaminationApproved,
    onRejected: onExaminationRejected,
  });
  registerInvoiceExports();
  registered = true;
}

/** The invoice routes with the OCR and tax-verification adapters chosen by configuration. */
export function invoiceRoutes(adapters: InvoiceAdapters): RouteContribution {
  const routes: FastifyPluginAsyncZod = async (app) => {
    registerInvoiceDocument();
    await buyerRoutes(app as unknown as FastifyInstance, adapters);
    await supplierInvoiceRoutes(app as unknown as FastifyInstance, adapters);
    await invoiceRequestRoutes(app as unknown as FastifyInstance);
  };
  return { gateway: 'api-v1', name: 'invoice', routes };
}
