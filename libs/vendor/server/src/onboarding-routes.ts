import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { withAppRole, type Db } from '@procure/server-db';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { createSession, ownerOf, requireAuth, withContext, type RequestContext } from '@procure/server-auth';
import {
  signedInSender,
  type Notifier,
  type OutboundMessage,
  type TransactionalNotifier,
} from '@procure/server-notify';
import { identitySchema } from '@procure/identity-server';
import { translateCode, wireFromLocale, type Locale } from '@procure/shared-i18n';
import {
  acceptWithCompany,
  cancelInvitation,
  createInvitation,
  invitationForResend,
  invitationInfo,
  listInvitations,
  registerThroughInvitation,
  repeatCheck,
  resendInvitation,
  tenantName,
} from './invitations.ts';
import {
  invitationSetting,
  invitationSettingInputSchema,
  invitationSettingQuerySchema,
  invitationSettingSchema,
  saveInvitationSetting,
} from './invitation-settings.ts';
import {
  applicationDetail,
  listApplications,
  myApplication,
  registerSupplierApplication,
  saveApplication,
} from './applications.ts';
import {
  acceptResultSchema,
  applicationDetailSchema,
  applicationInputSchema,
  applicationListQuerySchema,
  applicationSubmitSchema,
  applicationSchema,
  customerSchema,
  declineInputSchema,
  idBodySchema,
  invitationInfoSchema,
  invitationInputSchema,
  invitationListQuerySchema,
  invitationSchema,
  loginResultSchema,
  myApplicationSchema,
  openInvitationSchema,
  registrationInputSchema,
  tokenInputSchema,
  tokenQuerySchema,
} from './onboarding-wire.ts';
import { idParamsSchema } from './wire.ts';
import {
  acceptAddressedInvitation,
  declineAddressedInvitation,
  listCustomers,
  listOpenInvitations,
} from './supplier-customers.ts';

// Supplier onboarding routes (issue #16 §1–2). Buyer routes need the `supplier` permission; the link's
// page and the registration are public (the one-time token is the secret; a few calls per minute per
// address); the supplier's own application routes serve supplier sessions only, their company from the session.

export type OnboardingOptions = {
  /** Base URL of the supplier portal: the invitation link is `<url>/invite/<token>`. */
  supplierWebUrl: string;
};

const buyer = { access: { permission: PERMISSIONS.supplier } } as const;
const anySite = { access: { authenticated: true } } as const;
const publicAccess = { access: { public: true } } as const;
const publicLimit = { max: 20, timeWindow: '1 minute' };
const tags = ['vendor'];
const idResult = envelopeSchema(z.object({ id: z.string() }));

function supplierOf(ctx: RequestContext): { tenantId: string; vendorId: string; userId: string } {
  if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.tenantWrongSite);
  return { tenantId: ownerOf(ctx).tenantId, vendorId: ctx.vendorId, userId: ctx.userId };
}

function sendWithin(notifier: Notifier, tx: Db, message: OutboundMessage): Promise<void> {
  return 'sendWithin' in notifier
    ? (notifier as TransactionalNotifier).sendWithin(tx, message)
    : notifier.send(message);
}

export function onboardingRoutes(options: OnboardingOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    await app.register(rateLimit, { global: false });
    registerSupplierApplication();
    const now = () => app.sendGuard.clock();

    const invitationMessage = async (
      tx: Db,
      locale: Locale,
      tenantId: string,
      invitation: { channel: 'email' | 'sms'; target: string; companyName: string },
      token: string,
    ): Promise<OutboundMessage> => {
      const setting = await invitationSetting(tx, tenantId, invitation.channel);
      const values = {
        tenant: await tenantName(tx, tenantId, locale),
        company: invitation.companyName,
        days: setting.validDays,
        link: `${options.supplierWebUrl.replace(/\/$/, '')}/invite/${token}`,
        message: setting.message,
      };
      return {
        channel: invitation.channel,
        to: invitation.target,
        subject: translateCode(locale, ERROR_CODES.vendorInvitationSubject, values),
        // The tenant's own text (quick invitation settings) replaces the standard wording; the link and its
        // validity always follow.
        body: setting.message
          ? translateCode(locale, ERROR_CODES.vendorInvitationCustomBody, values)
          : translateCode(locale, ERROR_CODES.vendorInvitationBody, values),
      };
    };

    // ---- buyer: quick invitation settings by type (message text, link validity)
    app.get(
      '/vendor/invitationSetting',
      {
        config: buyer,
        schema: {
          summary:
            "The tenant's quick invitation setting of one type (email | sms): message text, validity days",
          tags,
          querystring: invitationSettingQuerySchema,
          response: { 200: envelopeSchema(invitationSettingSchema), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            invitationSetting(tx, ownerOf(ctx).tenantId, request.query.type),
          ),
        );
      },
    );
    app.post(
      '/vendor/invitationSetting/update',
      {
        config: buyer,
        schema: {
          summary: 'Saves the quick invitation setting of one type; later invitations and resends use it',
          tags,
          body: invitationSettingInputSchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await withContext(db, ctx, (tx) =>
          saveInvitationSetting(tx, { tenantId: ownerOf(ctx).tenantId, userId: ctx.userId }, request.body),
        );
        return ok(null, translate(request, SUCCESS_MESSAGES.vendorInvitationSettingSaved));
      },
    );

    // ---- buyer: invitations
    app.get(
      '/vendor/invitation/list',
      {
        config: buyer,
        schema: {
          summary:
            "The tenant's supplier invitations, newest first, with their state (sent, accepted, expired, cancelled)",
          tags,
          querystring: invitationListQuerySchema,
          response: { 200: envelopeSchema(z.array(invitationSchema)), ...errorResponses(400, 401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            listInvitations(tx, ownerOf(ctx).tenantId, now(), request.query.state),
          ),
        );
      },
    );

    app.post(
      '/vendor/invitation/send',
      {
        config: buyer,
        schema: {
          summary:
            'Invites a supplier by e-mail or SMS with a one-time link (repeat check; through the send guard)',
          description:
            'A company that already serves the tenant (credit code, name or the invited address) → 409 vendor.inviteAlreadySupplier; ' +
            'a company already on the platform is linked (no duplicate). The message goes through the send guard ' +
            '(budgets per address and per tenant → 429) and the notifier (simulator: the ops outbox).',
          tags,
          body: invitationInputSchema,
          response: { 200: idResult, ...errorResponses(400, 401, 403, 409, 429, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const tenantId = ownerOf(ctx).tenantId;
        const locale = requestLocale(request);
        const input = request.body;
        // The repeat check first, so that a refusal spends no budget; again under a lock when stored.
        await withContext(db, ctx, (tx) => repeatCheck(tx, tenantId, input, now()));
        const id = await app.sendGuard.send(
          {
            channel: input.channel,
            purpose: 'invitation',
            target: input.target,
            sender: signedInSender(request, { tenantId, userId: ctx.userId }),
          },
          () =>
            withContext(db, ctx, async (tx) => {
              const created = await createInvitation(tx, { tenantId, userId: ctx.userId }, input, now());
              await sendWithin(
                app.notifier,
                tx,
                await invitationMessage(tx, locale, tenantId, input, created.token),
              );
              return created.id;
            }),
        );
        return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorInvitationSent));
      },
    );

    app.post(
      '/vendor/invitation/resend',
      {
        config: buyer,
        schema: {
          summary: 'Sends an open (or expired) invitation again with a new link; the old link stops working',
          tags,
          body: idBodySchema,
          response: { 200: idResult, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const tenantId = ownerOf(ctx).tenantId;
        const locale = requestLocale(request);
        const { id } = request.body;
        const row = await withContext(db, ctx, (tx) => invitationForResend(tx, tenantId, id));
        await app.sendGuard.send(
          {
            channel: row.channel as 'email' | 'sms',
            purpose: 'invitation',
            target: row.target,
            sender: signedInSender(request, { tenantId, userId: ctx.userId }),
          },
          () =>
            withContext(db, ctx, async (tx) => {
              const { row: updated, token } = await resendInvitation(tx, tenantId, id, now());
              const channel = updated.channel as 'email' | 'sms';
              await sendWithin(
                app.notifier,
                tx,
                await invitationMessage(tx, locale, tenantId, { ...updated, channel }, token),
              );
            }),
        );
        return ok({ id }, translate(request, SUCCESS_MESSAGES.vendorInvitationSent));
      },
    );

    app.post(
      '/vendor/invitation/cancel',
      {
        config: buyer,
        schema: {
          summary: 'Cancels an open invitation (its link stops working)',
          tags,
          body: idBodySchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        await withContext(db, ctx, (tx) => cancelInvitation(tx, ownerOf(ctx).tenantId, request.body.id));
        return ok(null, translate(request, SUCCESS_MESSAGES.vendorInvitationCancelled));
      },
    );

    // ---- the invited supplier: the link's page, a new company account, or acceptance when signed in
    app.get(
      '/vendorInvite/info',
      {
        config: { ...publicAccess, rateLimit: publicLimit },
        schema: {
          summary: "What an invitation link's page shows: the inviting buyer, the invited company, its state",
          tags,
          querystring: tokenQuerySchema,
          response: { 200: envelopeSchema(invitationInfoSchema), ...errorResponses(400, 404, 429, 503) },
        },
      },
      async (request) =>
        ok(
          await withAppRole(db, (tx) =>
            invitationInfo(tx, request.query.token, now(), requestLocale(request)),
          ),
        ),
    );

    app.post(
      '/vendorInvite/register',
      {
        config: { ...publicAccess, rateLimit: publicLimit },
        schema: {
          summary:
            'Registers the invited company (credit code checked with its check character) and its first user, joins the tenant, signs in',
          description:
            'A company already on the platform → 409 vendor.companyOnPlatform (sign in and accept instead); a taken user ' +
            'name or mobile → 400 field errors. Answers like a login: the new session logged into the inviting tenant.',
          tags,
          body: registrationInputSchema,
          response: { 200: envelopeSchema(loginResultSchema), ...errorResponses(400, 404, 409, 429, 503) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const { userId, tenantId } = await withAppRole(db, (tx) =>
          registerThroughInvitation(tx, request.body, now(), wireFromLocale(locale) as 'zh_cn' | 'en_us'),
        );
        const result = await withAppRole(
          db,
          async (tx) => {
            const [user] = await tx
              .select({ vendorId: identitySchema.users.vendorId })
              .from(identitySchema.users)
              .where(eq(identitySchema.users.id, userId));
            const { token } = await createSession(tx, {
              userId,
              loginTenantId: tenantId,
              site: 'supplier',
              vendorId: user?.vendorId ?? null,
            });
            const [tenant] = await tx
              .select({ zh: identitySchema.tenants.shortNameZh, en: identitySchema.tenants.shortNameEn })
              .from(identitySchema.tenants)
              .where(eq(identitySchema.tenants.id, tenantId));
            const name = locale === 'en-US' ? (tenant?.en ?? '') : (tenant?.zh ?? '');
            return { token, loginTenantId: tenantId, tenantList: [{ tenantId, enterpriseShortName: name }] };
          },
          userId,
        );
        return ok(result, translate(request, SUCCESS_MESSAGES.vendorRegistered));
      },
    );

    app.post(
      '/vdInvitation/accept',
      {
        config: anySite,
        schema: {
          summary:
            'A signed-in supplier accepts an invitation with its existing company: the company joins the inviting tenant',
          description: 'Switch to the returned tenant (GET /switchVdTenant) to fill in the application.',
          tags,
          body: tokenInputSchema,
          response: {
            200: envelopeSchema(acceptResultSchema),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        if (ctx.site !== 'supplier' || !ctx.vendorId) throw new AppError(403, ERROR_CODES.tenantWrongSite);
        const vendorId = ctx.vendorId;
        const result = await withAppRole(
          db,
          (tx) => acceptWithCompany(tx, request.body.token, { userId: ctx.userId, vendorId }, now()),
          ctx.userId,
        );
        return ok(result, translate(request, SUCCESS_MESSAGES.vendorInvitationAccepted));
      },
    );

    // ---- supplier: its customers (buyer tenants) and the open invitations addressed to its company
    app.get(
      '/vdCustomer/list',
      {
        config: anySite,
        schema: {
          summary:
            "The buyer tenants the supplier's company serves: relation, its status and grade with each, since when",
          tags,
          response: { 200: envelopeSchema(z.array(customerSchema)), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = supplierOf(ctx);
        return ok(
          await withAppRole(
            db,
            (tx) => listCustomers(tx, { ...actor, tenantId: ctx.tenantId }, requestLocale(request)),
            ctx.userId,
          ),
        );
      },
    );

    app.get(
      '/vdInvitation/open',
      {
        config: anySite,
        schema: {
          summary:
            "The open invitations addressed to the supplier's company (linked to it, or naming its credit code or a user's address) from buyers it does not serve yet",
          tags,
          response: { 200: envelopeSchema(z.array(openInvitationSchema)), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = supplierOf(ctx);
        return ok(
          await withAppRole(
            db,
            (tx) =>
              listOpenInvitations(tx, { ...actor, tenantId: ctx.tenantId }, now(), requestLocale(request)),
            ctx.userId,
          ),
        );
      },
    );

    app.post(
      '/vdInvitation/acceptOpen',
      {
        config: anySite,
        schema: {
          summary:
            'The supplier accepts an open invitation addressed to its company: the company joins the inviting tenant',
          description:
            'An invitation that is absent, spent, expired or addressed to another company answers 404 ' +
            'vendor.invitationNotFound. Switch to the returned tenant (GET /switchVdTenant) to fill in the application.',
          tags,
          body: idBodySchema,
          response: {
            200: envelopeSchema(acceptResultSchema),
            ...errorResponses(400, 401, 403, 404, 409, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = { ...supplierOf(ctx), tenantId: ctx.tenantId };
        const result = await withAppRole(
          db,
          (tx) => acceptAddressedInvitation(tx, actor, request.body.id, now()),
          ctx.userId,
        );
        return ok(result, translate(request, SUCCESS_MESSAGES.vendorInvitationAccepted));
      },
    );

    app.post(
      '/vdInvitation/decline',
      {
        config: anySite,
        schema: {
          summary:
            'The supplier declines an open invitation addressed to its company, with a reason the buyer reads on its invitation list',
          tags,
          body: declineInputSchema,
          response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 404, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = { ...supplierOf(ctx), tenantId: ctx.tenantId };
        await withAppRole(
          db,
          (tx) => declineAddressedInvitation(tx, actor, request.body.id, request.body.reason, now()),
          ctx.userId,
        );
        return ok(null, translate(request, SUCCESS_MESSAGES.vendorInvitationDeclined));
      },
    );

    // ---- buyer: applications (approved and rejected on the approval pages)
    app.get(
      '/vendor/application/list',
      {
        config: buyer,
        schema: {
          summary: "The tenant's supplier applications (new-supplier approvals), newest first",
          tags,
          querystring: applicationListQuerySchema,
          response: {
            200: envelopeSchema(z.array(applicationSchema)),
            ...errorResponses(400, 401, 403, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            listApplications(tx, ownerOf(ctx).tenantId, request.query.status),
          ),
        );
      },
    );

    app.get(
      '/vendor/application/detail/:id',
      {
        config: buyer,
        schema: {
          summary: 'One supplier application with its approval progress and history',
          tags,
          params: idParamsSchema,
          response: {
            200: envelopeSchema(applicationDetailSchema),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        return ok(
          await withContext(db, ctx, (tx) =>
            applicationDetail(tx, ownerOf(ctx).tenantId, request.params.id, null, requestLocale(request)),
          ),
        );
      },
    );

    // ---- supplier: my application to the current tenant
    app.get(
      '/vdApplication/mine',
      {
        config: anySite,
        schema: {
          summary:
            "The supplier's application to the current buyer tenant (null before the first save) and its history",
          tags,
          response: { 200: envelopeSchema(myApplicationSchema), ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = supplierOf(ctx);
        return ok(await withContext(db, ctx, (tx) => myApplication(tx, actor, requestLocale(request))));
      },
    );

    const save =
      (submit: boolean) =>
      async (request: { body: z.infer<typeof applicationSubmitSchema> }, ctx: RequestContext) => {
        const actor = supplierOf(ctx);
        const { copyToIds, ...input } = request.body;
        return withContext(db, ctx, (tx) => saveApplication(tx, actor, input, submit, copyToIds));
      };
    const saveResult = envelopeSchema(z.object({ id: z.string(), status: z.number() }));

    app.post(
      '/vdApplication/save',
      {
        config: anySite,
        schema: {
          summary: 'Saves the supplier application as a draft (only a potential supplier applies)',
          tags,
          body: applicationInputSchema,
          response: { 200: saveResult, ...errorResponses(400, 401, 403, 409, 503) },
        },
      },
      async (request) => {
        const result = await save(false)(request, requireAuth(request));
        return ok(result, translate(request, SUCCESS_MESSAGES.vendorApplicationSaved));
      },
    );

    app.post(
      '/vdApplication/submit',
      {
        config: anySite,
        schema: {
          summary:
            'Saves and submits the application to approval (document type supplier application): the supplier is onboarding',
          description:
            'copyToIds: buyer employees copied (cc) at submit (≤ 20, active in the tenant; a wrong one → 400 field ' +
            'copyToIds.N, nothing written); each gets a message and reads it in /copyto/supplier.',
          tags,
          body: applicationSubmitSchema,
          response: { 200: saveResult, ...errorResponses(400, 401, 403, 409, 422, 503) },
        },
      },
      async (request) => {
        const result = await save(true)(request, requireAuth(request));
        return ok(result, translate(request, SUCCESS_MESSAGES.vendorApplicationSubmitted));
      },
    );

    app.get(
      '/vdApplication/detail/:id',
      {
        config: anySite,
        schema: {
          summary: "One of the supplier's own applications with its approval history",
          tags,
          params: idParamsSchema,
          response: {
            200: envelopeSchema(applicationDetailSchema),
            ...errorResponses(400, 401, 403, 404, 503),
          },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const actor = supplierOf(ctx);
        return ok(
          await withContext(db, ctx, (tx) =>
            applicationDetail(tx, actor.tenantId, request.params.id, actor.vendorId, requestLocale(request)),
          ),
        );
      },
    );
  };
}
