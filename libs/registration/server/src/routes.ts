import { z } from 'zod';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { requireAuth } from '@procure/server-auth';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  ok,
  requestLocale,
  translate,
  type RouteContribution,
} from '@procure/server-http';
import {
  anonymousSender,
  imageCodeQuerySchema,
  verifyCode,
  type Notifier,
  type TransactionalNotifier,
} from '@procure/server-notify';
import { ERROR_CODES } from '@procure/shared-codes';
import {
  findRegistration,
  isContactAvailable,
  isUsernameAvailable,
  listRegistrations,
  reviewRegistration,
  submitRegistration,
  toDetail,
  type RegistrationNotify,
} from './registration-service.ts';
import {
  availabilitySchema,
  emailParamsSchema,
  mobileParamsSchema,
  registrationBodySchema,
  registrationDetailSchema,
  registrationIdParamsSchema,
  registrationListQuerySchema,
  registrationSummarySchema,
  rejectBodySchema,
  submittedSchema,
  usernameParamsSchema,
} from './wire.ts';

const tags = ['registration'];

function notifyPort(notifier: Notifier): RegistrationNotify {
  const send: RegistrationNotify['send'] = (tx, message) =>
    'sendWithin' in notifier
      ? (notifier as TransactionalNotifier).sendWithin(tx, message)
      : notifier.send(message);
  return { send, verifyCode };
}
const publicAccess = { access: { public: true } } as const;
const opsAccess = { access: { permission: PERMISSIONS.registrationApproval } } as const;
// Availability answers are a way to probe who is registered: a few per minute per address.
const checkLimit = { max: 20, timeWindow: '1 minute' };

/** Registration on /signin (public): availability checks, codes, the submission. */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(rateLimit, { global: false });
  const notify = notifyPort(app.notifier);

  const availability = { 200: envelopeSchema(availabilitySchema), ...errorResponses(400, 429, 503) };
  app.get(
    '/tenant/reg/checkMobile/:mobile',
    {
      config: { ...publicAccess, rateLimit: checkLimit },
      schema: {
        summary: 'Whether a mobile number can register',
        tags,
        params: mobileParamsSchema,
        response: availability,
      },
    },
    async (request) => {
      const { mobile } = request.params;
      return ok({ available: await withAppRole(db, (tx) => isContactAvailable(tx, { mobile })) });
    },
  );
  app.get(
    '/tenant/reg/checkEmail/:email',
    {
      config: { ...publicAccess, rateLimit: checkLimit },
      schema: {
        summary: 'Whether an e-mail address can register',
        tags,
        params: emailParamsSchema,
        response: availability,
      },
    },
    async (request) => {
      const { email } = request.params;
      return ok({ available: await withAppRole(db, (tx) => isContactAvailable(tx, { email })) });
    },
  );
  app.get(
    '/tenant/reg/checkUsername/:name',
    {
      config: { ...publicAccess, rateLimit: checkLimit },
      schema: {
        summary: 'Whether an admin username is free (available or not, nothing more)',
        tags,
        params: usernameParamsSchema,
        response: availability,
      },
    },
    async (request) => {
      const { name } = request.params;
      return ok({ available: await withAppRole(db, (tx) => isUsernameAvailable(tx, name)) });
    },
  );

  const sent = { 200: envelopeSchema(z.null()), ...errorResponses(400, 429, 503) };
  app.get(
    '/tenant/reg/sendMobileCode/:mobile',
    {
      config: publicAccess,
      schema: {
        summary: 'Sends a registration code by SMS',
        description:
          'The image code first (400 when wrong; single use); then the send budgets (per target, per client, global: 429 past them).',
        tags,
        params: mobileParamsSchema,
        querystring: imageCodeQuerySchema,
        response: sent,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const target = request.params.mobile;
      await app.sendGuard.sendCode({
        channel: 'sms',
        purpose: 'register',
        target,
        locale,
        sender: anonymousSender(request, request.query),
      });
      return ok(null, translate(request, SUCCESS_MESSAGES.registrationCodeSent));
    },
  );
  app.get(
    '/tenant/reg/sendEmailCode/:email',
    {
      config: publicAccess,
      schema: {
        summary: 'Sends a registration code by e-mail',
        description:
          'The image code first (400 when wrong; single use); then the send budgets (per target, per client, global: 429 past them).',
        tags,
        params: emailParamsSchema,
        querystring: imageCodeQuerySchema,
        response: sent,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const target = request.params.email;
      await app.sendGuard.sendCode({
        channel: 'email',
        purpose: 'register',
        target,
        locale,
        sender: anonymousSender(request, request.query),
      });
      return ok(null, translate(request, SUCCESS_MESSAGES.registrationCodeSent));
    },
  );

  app.post(
    '/tenant/reg',
    {
      config: publicAccess,
      schema: {
        summary: 'Submits a tenant registration; it waits for an operations user to approve it',
        tags,
        body: registrationBodySchema,
        response: { 200: envelopeSchema(submittedSchema), ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request) => {
      const id = await submitRegistration(db, notify, request.body, requestLocale(request));
      return ok(
        { id, status: 'pending' as const },
        translate(request, SUCCESS_MESSAGES.registrationSubmitted),
      );
    },
  );
};

/** The operations platform's review of registrations. */
const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const notify = notifyPort(app.notifier);

  app.get(
    '/ops/registrations',
    {
      config: opsAccess,
      schema: {
        summary: 'Tenant registrations, pending first',
        tags,
        querystring: registrationListQuerySchema,
        response: {
          200: envelopeSchema(z.array(registrationSummarySchema)),
          ...errorResponses(400, 401, 403, 503),
        },
      },
    },
    async (request) => {
      const rows = await withAppRole(db, (tx) => listRegistrations(tx, request.query.status));
      return ok(
        rows.map((row) => {
          const { reason: _r, reviewedBy: _b, reviewedAt: _a, tenantId: _t, ...summary } = toDetail(row);
          return summary;
        }),
      );
    },
  );
  app.get(
    '/ops/registrations/:id',
    {
      config: opsAccess,
      schema: {
        summary: 'One tenant registration',
        tags,
        params: registrationIdParamsSchema,
        response: {
          200: envelopeSchema(registrationDetailSchema),
          ...errorResponses(400, 401, 403, 404, 503),
        },
      },
    },
    async (request) => {
      const row = await withAppRole(db, (tx) => findRegistration(tx, request.params.id));
      if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
      return ok(toDetail(row));
    },
  );
  const reviewed = {
    200: envelopeSchema(registrationDetailSchema),
    ...errorResponses(400, 401, 403, 404, 409, 503),
  };
  app.post(
    '/ops/registrations/:id/approve',
    {
      config: opsAccess,
      schema: {
        summary: 'Approves a pending registration: creates the tenant, its admin, roles and legal entity',
        tags,
        params: registrationIdParamsSchema,
        response: reviewed,
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const detail = await reviewRegistration(db, notify, request.params.id, ctx.userId, {
        decision: 'approve',
      });
      return ok(detail, translate(request, SUCCESS_MESSAGES.registrationApproved));
    },
  );
  app.post(
    '/ops/registrations/:id/reject',
    {
      config: opsAccess,
      schema: {
        summary: 'Rejects a pending registration with a reason, sent to the contact',
        tags,
        params: registrationIdParamsSchema,
        body: rejectBodySchema,
        response: reviewed,
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { reason } = request.body;
      const detail = await reviewRegistration(db, notify, request.params.id, ctx.userId, {
        decision: 'reject',
        reason,
      });
      return ok(detail, translate(request, SUCCESS_MESSAGES.registrationRejected));
    },
  );
};

export const registrationRoutes: RouteContribution = {
  gateway: 'api-v1',
  name: 'registration',
  routes: async (app) => {
    await app.register(publicRoutes);
    await app.register(opsRoutes);
  },
};
