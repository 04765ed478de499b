import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, SUCCESS_MESSAGES, type Site } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import { AppError, envelopeSchema, errorResponses, ok, requestLocale, translate } from '@procure/server-http';
import { anonymousSender, verifyCode } from '@procure/server-notify';
import { z } from 'zod';
import { takeIpAllowance } from './login-limits.ts';
import { findActiveUserByMobile, openLoginSession } from './sign-in-session.ts';
import { newLoginMobileBodySchema, quickLoginBodySchema, sendLoginMsgBodySchema } from './sign-in-wire.ts';
import { loginResultSchema } from './wire.ts';
import type { SignInRouteOptions } from './sign-in-routes.ts';

const tags = ['identity'];

/** SMS code login: request a code, then log in with mobile and code (per site, and the "new login"). */
export const smsLoginRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (app, { ipLimit }) => {
  const db = app.database.db;

  app.post(
    '/sendLoginMsg',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Sends a login code by SMS when an active account of the site has this mobile number',
        description:
          'The image code first (400 when wrong; single use). The answer is the same whether or not the number belongs to an account, and the attempt counts against the send budgets either way (per number, per client, global: 429 past them).',
        tags,
        body: sendLoginMsgBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const { mobile, site } = request.body;
      await takeIpAllowance(db, request, 'sendCode', ipLimit);
      // Unknown numbers go through the same bookkeeping (budgets, stored hash), only the delivery is skipped.
      await app.sendGuard.sendCode(
        {
          channel: 'sms',
          purpose: 'login',
          target: mobile,
          locale: requestLocale(request),
          sender: anonymousSender(request, request.body),
        },
        async (tx) => Boolean(await findActiveUserByMobile(tx, site, mobile)),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.codeSent));
    },
  );

  const quickLogin = async (
    site: Site,
    mobile: string,
    code: string,
    request: Parameters<typeof requestLocale>[0],
  ) => {
    await takeIpAllowance(db, request, 'quickLogin', ipLimit);
    // Committed before answering, so a wrong guess counts even though the request then fails.
    const user = await withAppRole(db, async (tx) => {
      const found = await findActiveUserByMobile(tx, site, mobile);
      const valid = await verifyCode(tx, { purpose: 'login', channel: 'sms', target: mobile, code });
      return valid ? found : undefined;
    });
    if (!user) throw new AppError(400, ERROR_CODES.authInvalidSmsCode);
    return openLoginSession(db, user, site, requestLocale(request));
  };

  for (const site of ['buyer', 'supplier'] as const) {
    app.post(
      `/tenant/${site}/login/quick`,
      {
        config: { access: { public: true } },
        schema: {
          summary: `${site === 'buyer' ? 'Buyer' : 'Supplier'} quick login with mobile number and SMS code`,
          tags,
          body: quickLoginBodySchema,
          response: { 200: envelopeSchema(loginResultSchema), ...errorResponses(400, 403, 429, 503) },
        },
      },
      async (request) => ok(await quickLogin(site, request.body.mobile, request.body.code, request)),
    );
  }

  app.post(
    '/new/loginMobile',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'New login (pages /buyerlogin, /supplierlogin) with mobile number and SMS code',
        tags,
        body: newLoginMobileBodySchema,
        response: { 200: envelopeSchema(loginResultSchema), ...errorResponses(400, 403, 429, 503) },
      },
    },
    async (request) => {
      const { site, mobile, code } = request.body;
      return ok(await quickLogin(site, mobile, code, request));
    },
  );
};
