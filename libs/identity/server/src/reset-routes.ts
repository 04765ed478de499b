import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, HEADERS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { withAppRole } from '@procure/server-db';
import {
  AppError,
  envelopeSchema,
  errorResponses,
  fieldError,
  ok,
  requestLocale,
  translate,
} from '@procure/server-http';
import { hashPassword, revokeUserSessions } from '@procure/server-auth';
import { anonymousSender, imageCodeQuerySchema, verifyCode } from '@procure/server-notify';
import { loginFailures } from './sign-in/schema.ts';
import { users } from './schema.ts';
import { takeIpAllowance } from './login-limits.ts';
import { findActiveUserByMobile } from './sign-in-session.ts';
import { resetPasswordBodySchema, resetVercodeParamsSchema } from './sign-in-wire.ts';
import type { SignInRouteOptions } from './sign-in-routes.ts';

const tags = ['identity'];

/** The site whose account is reset: the calling app (`app-key` header); the buyer site by default. */
function siteOf(request: FastifyRequest): 'buyer' | 'supplier' {
  return request.headers[HEADERS.appKey] === 'supplier' ? 'supplier' : 'buyer';
}

/** Password reset by SMS code (page /reset of the buyer and supplier sites). */
export const resetRoutes: FastifyPluginAsyncZod<SignInRouteOptions> = async (app, { ipLimit }) => {
  const db = app.database.db;

  app.get(
    '/tenant/reset/password/vercode/:x',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Sends a password-reset code by SMS to the mobile number x (site from the app-key header)',
        description:
          'The image code first (400 when wrong; single use). The same answer whether or not the number belongs to an account; the attempt counts against the send budgets either way (429 past them).',
        tags,
        params: resetVercodeParamsSchema,
        querystring: imageCodeQuerySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const mobile = request.params.x;
      await takeIpAllowance(db, request, 'resetCode', ipLimit);
      await app.sendGuard.sendCode(
        {
          channel: 'sms',
          purpose: 'reset',
          target: mobile,
          locale: requestLocale(request),
          sender: anonymousSender(request, request.query),
        },
        async (tx) => Boolean(await findActiveUserByMobile(tx, siteOf(request), mobile)),
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.codeSent));
    },
  );

  app.post(
    '/tenant/reset/password',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Sets a new password with the reset code; ends every session of the account',
        tags,
        body: resetPasswordBodySchema,
        response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      const { mobile, code, password, confirmPassword } = request.body;
      if (confirmPassword !== password) throw fieldError('confirmPassword', ERROR_CODES.authPasswordMismatch);
      await takeIpAllowance(db, request, 'reset', ipLimit);
      // Committed before answering, so a wrong guess counts even though the request then fails.
      const user = await withAppRole(db, async (tx) => {
        const found = await findActiveUserByMobile(tx, siteOf(request), mobile);
        const valid = await verifyCode(tx, { purpose: 'reset', channel: 'sms', target: mobile, code });
        return valid ? found : undefined;
      });
      if (!user) throw new AppError(400, ERROR_CODES.authInvalidSmsCode);
      const passwordHash = await hashPassword(password);
      await withAppRole(
        db,
        async (tx) => {
          await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
          // Whoever knew the old password is logged out everywhere.
          await revokeUserSessions(tx, user.id);
          await tx.delete(loginFailures).where(eq(loginFailures.username, user.username));
        },
        user.id,
      );
      return ok(null, translate(request, SUCCESS_MESSAGES.passwordReset));
    },
  );
};
