import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { invoiceOcrBody, invoiceSubmitSchema, money } from '@procure/shared-validation';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { findFileContent } from '@procure/files-server';
import { supplierActor } from './actor.ts';
import type { InvoiceAdapters } from './adapters/index.ts';
import { invoiceableLines } from './ledger.ts';
import { findInvoiceDetail, listInvoices } from './queries.ts';
import { INVOICE_FILE_TYPE, resubmitInvoice, submitInvoice } from './submit.ts';
import {
  invoiceableListSchema,
  invoiceableQuerySchema,
  invoiceDetailSchema,
  invoiceIdParamsSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSubmittedSchema,
  ocrResultSchema,
} from './wire.ts';

// The supplier portal's invoices (issue #15): its own invoices only (tenant AND company scoped).

const supplier = { access: { permission: PERMISSIONS.vendorOrder } } as const;
const tags = ['supplier invoice'];
const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);
const max0 = (value: string) => (money.sign(value) < 0 ? '0' : value);

export async function supplierInvoiceRoutes(app: FastifyInstance, adapters: InvoiceAdapters) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/vendor/invoice/list',
    {
      config: supplier,
      schema: {
        summary:
          "The supplier's invoices in the current tenant, newest first (keyset pages); held ones say why",
        tags,
        querystring: invoiceListQuerySchema,
        response: { 200: envelopeSchema(invoicePageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          listInvoices(tx, actor.tenantId, request.query, requestLocale(request), actor.vendorId),
        ),
      );
    },
  );

  typed.get(
    '/vendor/invoice/detail/:id',
    {
      config: supplier,
      schema: {
        summary: 'One of the supplier’s invoices with its match and log',
        tags,
        params: invoiceIdParamsSchema,
        response: { 200: envelopeSchema(invoiceDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const detail = await withContext(db, ctx, (tx) =>
        findInvoiceDetail(tx, actor.tenantId, request.params.id, requestLocale(request), actor.vendorId),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.invoiceNotFound);
      return ok(detail);
    },
  );

  typed.get(
    '/vendor/invoice/invoiceable',
    {
      config: supplier,
      schema: {
        summary:
          "The supplier's order lines with something left to invoice, with their invoiceable basis (newest 200)",
        tags,
        querystring: invoiceableQuerySchema,
        response: { 200: envelopeSchema(invoiceableListSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const rows = await withContext(db, ctx, (tx) =>
        invoiceableLines(tx, actor.tenantId, actor.vendorId, {
          orderCode: request.query.orderCode,
          limit: 200,
        }),
      );
      return ok({
        items: rows.map((line) => {
          const net = money.sub(line.receivedQty, line.returnedQty);
          return {
            orderLineId: line.id,
            orderId: line.orderId,
            orderCode: line.orderCode,
            lineNo: line.lineNo,
            productCode: line.productCode,
            name: line.name,
            unit: line.unit,
            unitPrice: trim(line.unitPrice),
            taxRate: trim(line.taxRate),
            orderedQty: trim(line.orderedQty),
            netReceivedQty: trim(net),
            invoicedQty: trim(line.invoicedQty),
            basisQty: trim(max0(money.sub(net, line.invoicedQty))),
            maxQty: trim(max0(money.sub(line.orderedQty, line.invoicedQty))),
          };
        }),
      });
    },
  );

  typed.post(
    '/vendor/invoice/submit',
    {
      config: supplier,
      schema: {
        summary:
          'Submit a VAT invoice on lines of own orders (one or several): exact totals, no duplicate code + number, invoiced ≤ ordered; it enters review',
        tags,
        body: invoiceSubmitSchema,
        response: { 200: envelopeSchema(invoiceSubmittedSchema), ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) => submitInvoice(tx, supplierActor(ctx), request.body));
      return ok(saved, translate(request, SUCCESS_MESSAGES.invoiceSubmitted));
    },
  );

  typed.post(
    '/vendor/invoice/resubmit/:id',
    {
      config: supplier,
      schema: {
        summary:
          'Correct and resubmit a returned invoice (4): the same document with new fields and lines, the same checks as a submission; it enters review again',
        tags,
        params: invoiceIdParamsSchema,
        body: invoiceSubmitSchema,
        response: {
          200: envelopeSchema(invoiceSubmittedSchema),
          ...errorResponses(400, 401, 403, 404, 409, 503),
        },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const saved = await withContext(db, ctx, (tx) =>
        resubmitInvoice(tx, supplierActor(ctx), request.params.id, request.body),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.invoiceSubmitted));
    },
  );

  typed.post(
    '/vendor/invoice/ocr',
    {
      config: supplier,
      schema: {
        summary:
          'Recognise an uploaded invoice file (upload type 41) and return its fields to prefill the form (simulated: says so)',
        tags,
        body: invoiceOcrBody,
        response: { 200: envelopeSchema(ocrResultSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = supplierActor(ctx);
      const file = await withContext(db, ctx, (tx) =>
        findFileContent(tx, actor.tenantId, request.body.fileId, {
          type: INVOICE_FILE_TYPE,
          uploadedBy: actor.userId,
        }),
      );
      if (!file) throw new AppError(404, ERROR_CODES.commonNotFound);
      try {
        const result = await adapters.ocr.recognise(file);
        return ok(
          {
            provider: result.provider,
            simulated: result.simulated,
            fields: result.fields as Record<string, string>,
          },
          translate(request, SUCCESS_MESSAGES.invoiceRecognised),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'invoice OCR failed');
        throw new AppError(503, ERROR_CODES.invoiceOcrUnavailable);
      }
    },
  );
}
