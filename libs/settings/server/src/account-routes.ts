import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  fieldError,
  ok,
  requestLocale,
  translate,
} from '@procure/server-http';
import { hashPassword, requireAuth, verifyPassword, withContext } from '@procure/server-auth';
import { issueCode, signedInSender, verifyCode } from '@procure/server-notify';
import { findUserById } from '@procure/identity-server';
import {
  OLD_PASSWORD_GUESSES,
  mobileTakenByOther,
  recentPasswordFailures,
  recordPasswordFailure,
  replacePassword,
  updateMobile,
} from './account-queries.ts';
import { modifyMobileInputSchema, modifyPasswordInputSchema, sendMsgInputSchema } from './wire.ts';

const config = { access: { permission: PERMISSIONS.userSettingUserInfo } } as const;
const tags = ['settings'];
const sms = { purpose: 'mysetting', channel: 'sms' } as const;

/**
 * Password and mobile changes, each confirmed by an SMS code (`/mysetting/sendmsg`). A wrong guess
 * (old password or code) is committed before the request fails, so that it counts.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/mysetting/sendmsg',
    {
      config,
      schema: {
        summary: "Sends a verification code by SMS: to the user's mobile, or to `mobile` (a new number)",
        tags,
        body: sendMsgInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const target = await withContext(db, ctx, async (tx) => {
        const account = await findUserById(tx, ctx.userId);
        const mobile = request.body.mobile ?? account?.mobile;
        if (!mobile) throw new AppError(422, ERROR_CODES.mysettingNoMobile);
        if (request.body.mobile && (await mobileTakenByOther(tx, ctx.userId, mobile)))
          throw new AppError(409, ERROR_CODES.mysettingMobileTaken);
        return mobile;
      });
      // Signed in: the budgets per number, per tenant and global (no image code).
      await app.sendGuard.send(
        { ...sms, target, sender: signedInSender(request, { tenantId: ctx.tenantId, userId: ctx.userId }) },
        () =>
          withContext(db, ctx, (tx) =>
            issueCode(tx, app.notifier, { ...sms, target, locale: requestLocale(request) }),
          ),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.codeSent));
    },
  );

  app.post(
    '/mysetting/modifyPassword',
    {
      config,
      schema: {
        summary: 'Changes the password (old password + SMS code); ends every other session of the user',
        description:
          'The calling session stays logged in; five wrong old passwords in 15 minutes answer 429.',
        tags,
        body: modifyPasswordInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { oldPassword, newPassword, code } = request.body;
      const outcome = await withContext(db, ctx, async (tx) => {
        if ((await recentPasswordFailures(tx, ctx.userId)) >= OLD_PASSWORD_GUESSES) return 'locked' as const;
        const account = await findUserById(tx, ctx.userId);
        if (!account?.mobile) return 'noMobile' as const;
        if (!(await verifyPassword(account.passwordHash, oldPassword))) {
          await recordPasswordFailure(tx, ctx.userId);
          return 'wrongOld' as const;
        }
        const valid = await verifyCode(tx, { ...sms, target: account.mobile, code });
        return valid ? ('ok' as const) : ('wrongCode' as const);
      });
      if (outcome === 'locked') throw new AppError(429, ERROR_CODES.authTooManyFailures);
      if (outcome === 'noMobile') throw new AppError(422, ERROR_CODES.mysettingNoMobile);
      if (outcome === 'wrongOld') throw fieldError('oldPassword', ERROR_CODES.mysettingOldPasswordWrong);
      if (outcome === 'wrongCode') throw fieldError('code', ERROR_CODES.mysettingSmsCodeWrong);
      const passwordHash = await hashPassword(newPassword);
      // The session that changed the password stays; every other one (a thief's included) ends.
      await withContext(db, ctx, (tx) => replacePassword(tx, ctx.userId, passwordHash, ctx.sessionId));
      return ok(null, translate(request, SUCCESS_MESSAGES.passwordChanged));
    },
  );

  app.post(
    '/mysetting/modifyMobile',
    {
      config,
      schema: {
        summary: 'Changes the mobile number, confirmed by a code sent to the NEW number',
        tags,
        body: modifyMobileInputSchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => {
      const ctx = requireAuth(request);
      const { newMobile, code } = request.body;
      const outcome = await withContext(db, ctx, async (tx) => {
        if (await mobileTakenByOther(tx, ctx.userId, newMobile)) return 'taken' as const;
        if (!(await verifyCode(tx, { ...sms, target: newMobile, code }))) return 'wrongCode' as const;
        await updateMobile(tx, ctx.userId, newMobile);
        return 'ok' as const;
      });
      if (outcome === 'taken') throw new AppError(409, ERROR_CODES.mysettingMobileTaken);
      if (outcome === 'wrongCode') throw fieldError('code', ERROR_CODES.mysettingSmsCodeWrong);
      return ok(null, translate(request, SUCCESS_MESSAGES.mobileChanged));
    },
  );
};
