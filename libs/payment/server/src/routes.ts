import { registerPaymentExports } from './export-source.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  paymentBatchApproveBody,
  paymentBatchConfirmBody,
  paymentConfirmBody,
  paymentIdBody,
  paymentRejectBody,
  paymentSchema,
  paymentSettingSchema,
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
import { storeInvoiceChecks, type TaxVerifier } from '@procure/invoice-server';
import { requireAuth, withContext } from '@procure/server-auth';
import { copyToIdsSchema } from '@procure/message-server';
import { buyerActor, supplierActor } from './actor.ts';
import { buyer, moving, post, supplier, tags, writeErrors, type Typed } from './route-helpers.ts';
import { InvoiceVerificationRefused } from './payment-verify.ts';
import { writeOffRoutes } from './write-off-routes.ts';
import { findPaymentDetail, listPayments, payableOrders, payableVendors } from './payment-queries.ts';
import {
  cancelPayment,
  confirmPay,
  copyPayment,
  deletePayment,
  savePayment,
  submitPayment,
  withdrawPayment,
} from './payment-service.ts';
import { actOnPayment, batchApprovePayments, registerPaymentDocument } from './payment-approval.ts';
import { payableCopyRoutes } from './copy-routes.ts';
import { paymentSettingOf, savePaymentSetting } from './payment-settings.ts';
import {
  payableOrdersQuerySchema,
  payableOrdersSchema,
  payableVendorsSchema,
  paymentApprovalSchema,
  paymentCountSchema,
  paymentDetailSchema,
  paymentIdParamsSchema,
  paymentListQuerySchema,
  paymentPageSchema,
  paymentSavedSchema,
  paymentSettingViewSchema,
  paymentStatusSchema,
} from './wire.ts';

// Payables (issue #15; spec §7 "Payables": list, pending, approvals, submit, save, merge-order, print,
// confirm pay, accounting documents). Buyer calls under /payables (permission `payment`), supplier calls
// under /vendor/payables (permission vendor:order; its own company's payments from approving on; another
// company's ≡ absent, 404). Every POST that creates or moves a payment accepts `Idempotency-Key`.

/**
 * Submit: the id, the people copied (cc) at submit (issue #12 §5) and, optionally, `verifyInvoices: true`
 * (every invoice covering the order lines must pass the tax verification first).
 */
const paymentSubmitBody = paymentIdBody.extend({
  copyToIds: copyToIdsSchema,
  verifyInvoices: z.boolean().optional(),
});

export type PaymentRouteOptions = { taxVerifier: TaxVerifier };

async function buyerRoutes(app: Typed, options: PaymentRouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/payables/list',
    {
      config: buyer,
      schema: {
        summary:
          'Payment applications, newest first: scope all | mine | pending (2) | approved (3, 4); keyset pages',
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: envelopeSchema(paymentPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          listPayments(tx, buyerActor(ctx), request.query, requestLocale(request)),
        ),
      );
    },
  );

  typed.get(
    '/payables/detail/:id',
    {
      config: buyer,
      schema: {
        summary:
          'One payment application: lines with their order-line ledger, history and the voucher it implies',
        tags,
        params: paymentIdParamsSchema,
        response: { 200: envelopeSchema(paymentDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const detail = await withContext(db, ctx, (tx) =>
        findPaymentDetail(tx, buyerActor(ctx), request.params.id, requestLocale(request)),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.paymentNotFound);
      return ok(detail);
    },
  );

  typed.get(
    '/payables/vendors',
    {
      config: buyer,
      schema: {
        summary: 'Suppliers a payment may be made to: those with payable orders, and those already paid',
        tags,
        response: { 200: envelopeSchema(payableVendorsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) => payableVendors(tx, actor.tenantId, requestLocale(request))),
      );
    },
  );

  typed.get(
    '/payables/orders',
    {
      config: buyer,
      schema: {
        summary: "A supplier's payable orders (confirmed, not cancelled) with each line's ledger and room",
        tags,
        querystring: payableOrdersQuerySchema,
        response: { 200: envelopeSchema(payableOrdersSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(db, ctx, (tx) => payableOrders(tx, actor.tenantId, request.query.vendorId)),
      );
    },
  );

  post(
    app,
    '/payables/save',
    'Create (no id) or edit a draft or returned payment application: direct, PO payment or advance; several orders of one supplier (merge-order)',
    paymentSchema,
    paymentSavedSchema,
    SUCCESS_MESSAGES.paymentSaved,
    (tx, actor, body) => savePayment(tx, actor, body),
  );
  typed.post(
    '/payables/submit',
    {
      config: buyer,
      schema: {
        summary:
          'Submit a draft or returned application: amounts booked on the order lines (≤ PO amount; PO payment also ≤ received − returned), then approval; copyToIds: people copied (cc), ≤ 20; verifyInvoices: every invoice covering the order lines must pass the tax verification (unverified ones are verified now; a failed one or none → 409, adapter down → 503)',
        tags,
        body: paymentSubmitBody,
        response: { 200: envelopeSchema(paymentStatusSchema), ...writeErrors },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { id, copyToIds, verifyInvoices } = request.body;
      const verifier = verifyInvoices ? options.taxVerifier : null;
      try {
        const result = await moving(db, request, ctx, (tx, actor) =>
          submitPayment(tx, actor, id, copyToIds, verifier),
        );
        return ok(result, translate(request, SUCCESS_MESSAGES.paymentSubmitted));
      } catch (error) {
        // The submit rolled back; the tax bureau's answers it obtained are kept (docs/conventions.md).
        if (error instanceof InvoiceVerificationRefused && error.checks.length > 0) {
          const actor = buyerActor(ctx);
          await withContext(db, ctx, (tx) =>
            storeInvoiceChecks(tx, { ...actor, vendorId: null }, error.checks),
          ).catch((stored: unknown) => request.log.warn({ err: stored }, 'verification results not stored'));
        }
        throw error;
      }
    },
  );
  post(
    app,
    '/payables/withdraw',
    'Withdraw an application under approval (back to draft; its amounts are released)',
    paymentIdBody,
    paymentStatusSchema,
    SUCCESS_MESSAGES.paymentWithdrawn,
    (tx, actor, body) => withdrawPayment(tx, actor, body.id),
  );
  post(
    app,
    '/payables/cancel',
    'Cancel a draft, returned or approved application (an approved one releases its amounts)',
    paymentIdBody,
    paymentStatusSchema,
    SUCCESS_MESSAGES.paymentCancelled,
    (tx, actor, body) => cancelPayment(tx, actor, body.id),
  );
  post(
    app,
    '/payables/delete',
    'Delete a draft application',
    paymentIdBody,
    paymentStatusSchema,
    SUCCESS_MESSAGES.paymentDeleted,
    (tx, actor, body) => deletePayment(tx, actor, body.id),
  );
  post(
    app,
    '/payables/copy',
    'Copy an application into a new draft',
    paymentIdBody,
    paymentSavedSchema,
    SUCCESS_MESSAGES.paymentCopied,
    (tx, actor, body) => copyPayment(tx, actor, body.id),
  );
  post(
    app,
    '/payables/approve',
    "Approve the caller's pending approval task on an application",
    paymentIdBody,
    paymentApprovalSchema,
    SUCCESS_MESSAGES.paymentApproved,
    (tx, actor, body) => actOnPayment(tx, actor, body.id, 'approve'),
  );
  post(
    app,
    '/payables/reject',
    'Reject an application back to its applicant (returned; its amounts are released), with a comment',
    paymentRejectBody,
    paymentApprovalSchema,
    SUCCESS_MESSAGES.paymentRejected,
    (tx, actor, body) => actOnPayment(tx, actor, body.id, 'reject', body.comment),
  );
  post(
    app,
    '/payables/batchApprove',
    "Approve the caller's pending tasks on several applications (all or nothing)",
    paymentBatchApproveBody,
    paymentCountSchema,
    SUCCESS_MESSAGES.paymentApproved,
    (tx, actor, body) => batchApprovePayments(tx, actor, body.ids, body.comment ?? null),
  );
  post(
    app,
    '/payables/confirmPay',
    'Confirm an approved application as paid, with the payment no and the voucher no (paid once; no voucher no → 422 unless the payment settings turned the requirement off)',
    paymentConfirmBody,
    paymentCountSchema,
    SUCCESS_MESSAGES.paymentPaid,
    (tx, actor, body) => confirmPay(tx, actor, [body.id], body),
  );
  post(
    app,
    '/payables/batchConfirmPay',
    'Confirm several approved applications as paid with one payment no and voucher no (all or nothing)',
    paymentBatchConfirmBody,
    paymentCountSchema,
    SUCCESS_MESSAGES.paymentPaid,
    (tx, actor, body) => confirmPay(tx, actor, body.ids, body),
  );
}

/**
 * The company's payment settings (`/setting/payment`; docs/conventions.md "Payment settings"): read by
 * every payment user (the new-payment form), managed with the finance settings permission.
 */
async function settingRoutes(app: Typed) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const manage = { access: { permission: PERMISSIONS.financeCheckSetting } } as const;
  const view = envelopeSchema(paymentSettingViewSchema);

  typed.get(
    '/payables/setting',
    {
      config: buyer,
      schema: {
        summary:
          "The company's payment settings as they apply to new applications (the defaults when none were saved)",
        tags,
        response: { 200: view, ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => paymentSettingOf(tx, buyerActor(ctx).tenantId)));
    },
  );

  typed.get(
    '/financialSet/paymentSetting',
    {
      config: manage,
      schema: {
        summary: "The company's payment settings, to manage them",
        tags,
        response: { 200: view, ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(await withContext(db, ctx, (tx) => paymentSettingOf(tx, buyerActor(ctx).tenantId)));
    },
  );

  typed.post(
    '/financialSet/paymentSetting',
    {
      config: manage,
      schema: {
        summary:
          'Save the payment settings: allowed methods (≥ 1) and the default one (allowed), allowed types (≥ 1), the advance maximum % of the PO amount (1–100), invoice verification required on submit, voucher number required on confirm pay',
        tags,
        body: paymentSettingSchema,
        response: { 200: view, ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      const saved = await withContext(db, ctx, (tx) =>
        savePaymentSetting(tx, actor.tenantId, actor.userId, request.body),
      );
      return ok(saved, translate(request, SUCCESS_MESSAGES.paymentSettingSaved));
    },
  );
}

async function supplierRoutes(app: Typed) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const supplierTags = ['supplier payables'];

  typed.get(
    '/vendor/payables/list',
    {
      config: supplier,
      schema: {
        summary:
          "The supplier's own payment applications in the current tenant (approving, approved, paid), newest first",
        tags: supplierTags,
        querystring: paymentListQuerySchema,
        response: { 200: envelopeSchema(paymentPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      return ok(
        await withContext(db, ctx, (tx) =>
          listPayments(
            tx,
            supplierActor(ctx),
            { ...request.query, scope: 'all', vendorId: undefined },
            requestLocale(request),
          ),
        ),
      );
    },
  );

  typed.get(
    '/vendor/payables/detail/:id',
    {
      config: supplier,
      schema: {
        summary: "One of the supplier's payment applications (another company's ≡ absent)",
        tags: supplierTags,
        params: paymentIdParamsSchema,
        response: { 200: envelopeSchema(paymentDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const detail = await withContext(db, ctx, (tx) =>
        findPaymentDetail(tx, supplierActor(ctx), request.params.id, requestLocale(request)),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.paymentNotFound);
      return ok(detail);
    },
  );
}

const routes =
  (options: PaymentRouteOptions): FastifyPluginAsyncZod =>
  async (app) => {
    registerPaymentDocument();
    registerPaymentExports();
    await buyerRoutes(app as unknown as Typed, options);
    await settingRoutes(app as unknown as Typed);
    await supplierRoutes(app as unknown as Typed);
    await app.register(payableCopyRoutes);
    await writeOffRoutes(app as unknown as Typed);
  };

/** The payables routes; the tax verifier is the invoice domain's adapter (submit with invoice verification). */
export const paymentRoutes = (options: PaymentRouteOptions): RouteContribution => ({
  gateway: 'api-v1',
  name: 'payment',
  routes: routes(options),
});
