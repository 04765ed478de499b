import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  statementCreateSchema,
  statementDisputeBody,
  statementIdBody,
  statementMergePayApplySchema,
  statementMessageBody,
  statementPayApplySchema,
} from '@procure/shared-validation';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  idempotent,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import { requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import type { Db } from '@procure/server-db';
import { buyerActor, supplierActor } from './actor.ts';
import { registerDataRuleRoutes } from './data-rule-routes.ts';
import { registerReconciliationExports, registerStatementExports } from './export-source.ts';
import { reconciliationRoutes } from './reconciliation-routes.ts';
import { findStatementDetail, listStatements, statementVendors } from './queries.ts';
import {
  closeStatement,
  confirmStatement,
  createStatement,
  deleteStatement,
  disputeStatement,
  payAgainStatement,
  payApplyStatements,
  postStatementMessage,
  reopenStatement,
  sendStatement,
} from './service.ts';
import type { StatementActor } from './types.ts';
import {
  statementDetailSchema,
  statementIdParamsSchema,
  statementListQuerySchema,
  statementPageSchema,
  statementPaymentSchema,
  statementSavedSchema,
  statementStatusSchema,
  statementVendorsSchema,
} from './wire.ts';

// Statements of account (issue #15, spec §2 /account: statement create, list, detail, pay apply, merge pay
// apply, item). Buyer calls under /account/statement (permission `payment`: the payable accountant), the
// supplier's under /vendor/account/statement (permission vendor:order; its own company's statements from
// sent on; another company's ≡ absent, 404). Every POST runs once per Idempotency-Key.

type Config = { access: { permission: string } };
const buyer: Config = { access: { permission: PERMISSIONS.payment } };
const supplier: Config = { access: { permission: PERMISSIONS.vendorOrder } };
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422, 503);

type Typed = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
type Side = 'buyer' | 'supplier';

function post<B extends z.ZodType, R extends z.ZodType>(
  app: Typed,
  side: Side,
  path: string,
  summary: string,
  body: B,
  response: R,
  message: string,
  run: (tx: Db, actor: StatementActor, body: z.infer<B>) => Promise<z.infer<R>>,
) {
  // Generic over the body schema: registered untyped (the zod compilers still validate and serialise).
  (app as FastifyInstance).post(
    path,
    {
      config: side === 'buyer' ? buyer : supplier,
      schema: {
        summary,
        tags: [side === 'buyer' ? 'statements' : 'supplier statements'],
        body,
        response: { 200: envelopeSchema(response), ...writeErrors },
      },
    },
    async (request: FastifyRequest) => {
      const ctx: RequestContext = requireAuth(request);
      const actor = side === 'buyer' ? buyerActor(ctx) : supplierActor(ctx);
      const result = await withContext(app.database.db, ctx, (tx) =>
        idempotent(tx, request, actor, () => run(tx, actor, request.body as z.infer<B>)),
      );
      return ok(result, translate(request, message));
    },
  );
}

function reads(app: Typed, side: Side) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const base = side === 'buyer' ? '/account/statement' : '/vendor/account/statement';
  const config = side === 'buyer' ? buyer : supplier;
  const tags = [side === 'buyer' ? 'statements' : 'supplier statements'];
  const actorOf = side === 'buyer' ? buyerActor : supplierActor;

  typed.get(
    `${base}/list`,
    {
      config,
      schema: {
        summary:
          side === 'buyer'
            ? 'Statements of account, newest first: filters status, supplier, period overlap, keyword; keyset pages'
            : "The supplier's own statements in the current tenant (sent and later), newest first",
        tags,
        querystring: statementListQuerySchema,
        response: { 200: envelopeSchema(statementPageSchema), ...errorResponses(400, 401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = actorOf(ctx);
      const query = actor.vendorId ? { ...request.query, vendorId: undefined } : request.query;
      return ok(await withContext(db, ctx, (tx) => listStatements(tx, actor, query, requestLocale(request))));
    },
  );

  typed.get(
    `${base}/detail/:id`,
    {
      config,
      schema: {
        summary:
          'One statement: items (order lines with ordered, received, invoiced, paid, outstanding; invoices), totals, messages, history',
        tags,
        params: statementIdParamsSchema,
        response: { 200: envelopeSchema(statementDetailSchema), ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const detail = await withContext(db, ctx, (tx) =>
        findStatementDetail(tx, actorOf(ctx), request.params.id, requestLocale(request)),
      );
      if (!detail) throw new AppError(404, ERROR_CODES.statementNotFound);
      return ok(detail);
    },
  );
}

async function buyerRoutes(app: Typed) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  reads(app, 'buyer');

  typed.get(
    '/account/statement/vendors',
    {
      config: buyer,
      schema: {
        summary: 'Suppliers a statement may be made for (those with confirmed, not cancelled orders)',
        tags: ['statements'],
        response: { 200: envelopeSchema(statementVendorsSchema), ...errorResponses(401, 403, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const actor = buyerActor(ctx);
      return ok(
        await withContext(app.database.db, ctx, (tx) => statementVendors(tx, actor, requestLocale(request))),
      );
    },
  );

  post(
    app,
    'buyer',
    '/account/statement/create',
    "Create a draft statement for one supplier, currency and period: its orders' received, not returned, not yet applied amounts and its invoices of the period that no other open statement holds",
    statementCreateSchema,
    statementSavedSchema,
    SUCCESS_MESSAGES.statementCreated,
    (tx, actor, body) => createStatement(tx, actor, body),
  );
  post(
    app,
    'buyer',
    '/account/statement/send',
    'Send a draft statement to the supplier to confirm',
    statementIdBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementSent,
    (tx, actor, body) => sendStatement(tx, actor, body.id),
  );
  post(
    app,
    'buyer',
    '/account/statement/reopen',
    'Reopen a sent or disputed statement as a draft (its items taken again from the ledger)',
    statementIdBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementReopened,
    (tx, actor, body) => reopenStatement(tx, actor, body.id),
  );
  post(
    app,
    'buyer',
    '/account/statement/close',
    'Close a confirmed or disputed statement without a payment',
    statementIdBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementClosed,
    (tx, actor, body) => closeStatement(tx, actor, body.id),
  );
  post(
    app,
    'buyer',
    '/account/statement/delete',
    'Delete a draft statement',
    statementIdBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementDeleted,
    (tx, actor, body) => deleteStatement(tx, actor, body.id),
  );
  post(
    app,
    'buyer',
    '/account/statement/payApply',
    'Pay apply: a confirmed statement → one PO payment application (draft) of its outstanding line items, through the payment rules; the statement closes (paid at most once)',
    statementPayApplySchema,
    statementPaymentSchema,
    SUCCESS_MESSAGES.statementPayApplied,
    (tx, actor, { id, ...payee }) => payApplyStatements(tx, actor, { ...payee, ids: [id] }),
  );
  post(
    app,
    'buyer',
    '/account/statement/payAgain',
    'Pay again: a statement whose payment application was rejected, cancelled or deleted → a new PO payment application (draft) of what is still to pay on its lines, through the payment rules',
    statementPayApplySchema,
    statementPaymentSchema,
    SUCCESS_MESSAGES.statementPayApplied,
    (tx, actor, body) => payAgainStatement(tx, actor, body),
  );
  post(
    app,
    'buyer',
    '/account/statement/mergePayApply',
    'Merge pay apply: several confirmed statements of one supplier and currency → one payment application; they close',
    statementMergePayApplySchema,
    statementPaymentSchema,
    SUCCESS_MESSAGES.statementPayApplied,
    (tx, actor, body) => payApplyStatements(tx, actor, body),
  );
  post(
    app,
    'buyer',
    '/account/statement/message',
    'A message to the supplier about a statement',
    statementMessageBody,
    statementSavedSchema.pick({ id: true }),
    SUCCESS_MESSAGES.statementMessagePosted,
    (tx, actor, body) => postStatementMessage(tx, actor, body.id, body.body),
  );
}

async function supplierRoutes(app: Typed) {
  reads(app, 'supplier');
  post(
    app,
    'supplier',
    '/vendor/account/statement/confirm',
    'The supplier confirms a sent statement',
    statementIdBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementConfirmed,
    (tx, actor, body) => confirmStatement(tx, actor, body.id),
  );
  post(
    app,
    'supplier',
    '/vendor/account/statement/dispute',
    'The supplier disputes a sent statement, with its reason',
    statementDisputeBody,
    statementStatusSchema,
    SUCCESS_MESSAGES.statementDisputed,
    (tx, actor, body) => disputeStatement(tx, actor, body.id, body.reason),
  );
  post(
    app,
    'supplier',
    '/vendor/account/statement/message',
    'A message to the buyer about a statement',
    statementMessageBody,
    statementSavedSchema.pick({ id: true }),
    SUCCESS_MESSAGES.statementMessagePosted,
    (tx, actor, body) => postStatementMessage(tx, actor, body.id, body.body),
  );
}

const routes: FastifyPluginAsyncZod = async (app) => {
  registerStatementExports();
  registerReconciliationExports();
  await buyerRoutes(app as unknown as Typed);
  await supplierRoutes(app as unknown as Typed);
  registerDataRuleRoutes(app as unknown as FastifyInstance);
  await reconciliationRoutes(app, {});
};

export const statementRoutes: RouteContribution = { gateway: 'api-v1', name: 'statement', routes };
