import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type Site } from '@procure/shared-codes';
import { withAppRole, type Db } from '@procure/server-db';
import { AppError, requestLocale } from '@procure/server-http';
import { burnPasswordCheck, consumeCaptcha, verifyPassword } from '@procure/server-auth';
import { guardPasswordLogin, recordPasswordOutcome } from './login-limits.ts';
import { openLoginSession, type LoginResult } from './sign-in-session.ts';
import { findUserByUsername } from './user-queries.ts';

export type PasswordSignIn = {
  site: Site;
  username: string;
  password: string;
  verifyKey: string;
  verifyCode: string;
};

/**
 * Image code, then limits, then password (one argon2 verification whether or not the account exists),
 * then a new session. Every failure answers the same 400 whatever the reason.
 */
export async function passwordSignIn(
  db: Db,
  request: FastifyRequest,
  input: PasswordSignIn,
  ipLimit: number,
): Promise<LoginResult> {
  const { site, username, password } = input;
  if (!(await withAppRole(db, (tx) => consumeCaptcha(tx, input.verifyKey, input.verifyCode)))) {
    throw new AppError(400, ERROR_CODES.authInvalidVerifyCode);
  }
  await guardPasswordLogin(db, request, { username, site }, ipLimit);
  const user = await withAppRole(db, (tx) => findUserByUsername(tx, username));
  const usable = user && user.site === site && !user.disabled;
  const valid = usable
    ? await verifyPassword(user.passwordHash, password)
    : await burnPasswordCheck(password);
  await recordPasswordOutcome(db, request, { username, site }, valid);
  if (!valid || !user) throw new AppError(400, ERROR_CODES.authInvalidCredentials);
  return openLoginSession(db, user, site, requestLocale(request));
}
