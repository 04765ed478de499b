import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale } from '@procure/server-http';
import { requireAuth, withContext } from '@procure/server-auth';
import { isCopiedTo } from '@procure/message-server';
import { codeLabel, registerExport } from '@procure/server-export';
import type { Db } from '@procure/server-db';
import type { Locale } from '@procure/shared-i18n';
import { buyerActor } from './actor.ts';
import { findPaymentDetail, listPayments } from './payment-queries.ts';
import { PAYMENT_DOC_TYPE } from './payment-service.ts';
import {
  paymentDetailSchema,
  paymentIdParamsSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  type PaymentSummary,
} from './wire.ts';

// Copy-to list of payment applications (spec §2 `/copyto/payable`, issue #12 §5): permission `copyto`
// (every buyer role), not `payment`; the caller's own copies only, read-only.

const config = { access: { permission: PERMISSIONS.copyTo } } as const;
const tags = ['payables'];

export const payableCopyQuerySchema = paymentListQuerySchema.omit({ scope: true });
const payableCopyFiltersSchema = payableCopyQuerySchema.omit({ cursor: true, pageSize: true });
type Filters = z.infer<typeof payableCopyFiltersSchema>;

/** The copied application read-only; an id not copied to the caller answers like an absent one (404). */
async function payableCopyDetail(
  tx: Db,
  owner: { tenantId: string; userId: string },
  id: string,
  locale: Locale,
) {
  const copied = await isCopiedTo(tx, owner.tenantId, [PAYMENT_DOC_TYPE], id, owner.userId);
  const detail = copied
    ? await findPaymentDetail(tx, { tenantId: owner.tenantId, vendorId: null }, id, locale)
    : undefined;
  if (!detail) throw new AppError(404, ERROR_CODES.paymentNotFound);
  return detail;
}

function registerPayableCopyExport(): void {
  registerExport<Filters, PaymentSummary>({
    key: 'payment.copies',
    nameCode: SUCCESS_MESSAGES.paymentCopiesExportName,
    permission: PERMISSIONS.copyTo,
    filters: payableCopyFiltersSchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      listPayments(
        tx,
        buyerActor(ctx),
        { ...filters, scope: 'all', cursor: cursor ?? undefined, pageSize },
        locale,
        true,
      ),
    columns: {
      code: (r) => r.code,
      vendorName: (r) => r.vendorName,
      status: (r, locale) => codeLabel('paymentRequest', r.status, locale),
      type: (r, locale) => codeLabel('paymentType', r.type, locale),
      orderCodes: (r) => r.orderCodes.join(', '),
      method: (r, locale) => codeLabel('paymentMethod', r.method, locale),
      paymentNo: (r) => r.paymentNo,
      voucherNo: (r) => r.voucherNo,
      totalAmount: (r) => r.totalAmount,
      currency: (r) => r.currency,
      createdByName: (r) => r.createdByName,
      createdAt: (r) => new Date(r.createdAt),
    },
  });
}

export const payableCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  registerPayableCopyExport();

  app.get(
    '/copyto/payableList',
    {
      config,
      schema: {
        summary: 'Payment applications copied (cc) to the caller at submit, newest first, keyset pages',
        tags,
        querystring: payableCopyQuerySchema,
        response: { 200: envelopeSchema(paymentPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          listPayments(tx, buyerActor(ctx), { ...request.query, scope: 'all' }, requestLocale(request), true),
        ),
      );
    },
  );

  app.get(
    '/copyto/payableDetail/:id',
    {
      config,
      schema: {
        summary:
          'A payment application copied to the caller, read-only (another id answers like an absent one)',
        tags,
        params: paymentIdParamsSchema,
        response: { 200: envelopeSchema(paymentDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const owner = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) =>
          payableCopyDetail(tx, owner, request.params.id, requestLocale(request)),
        ),
      );
    },
  );
};
