import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, type Site } from '@procure/shared-codes';
import { newId, withAppRole, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { loginFailures, signInAttempts } from './sign-in/schema.ts';

/** Wrong passwords per account within the window before the account is paused. */
export const MAX_PASSWORD_FAILURES = 5;
export const LIMIT_WINDOW_MINUTES = 15;
export const DEFAULT_IP_LIMIT = 30;

export type SignInAction = 'sendCode' | 'quickLogin' | 'resetCode' | 'reset';

const windowStart = sql`now() - make_interval(mins => ${LIMIT_WINDOW_MINUTES})`;

/** The caller's address (Fastify's `request.ip`: the socket, or the proxy header when trusted). */
export function clientIp(request: FastifyRequest): string {
  return request.ip || 'unknown';
}

/** Sign-in requests of the address in the window: code requests and logins, plus failed passwords. */
async function ipUsage(tx: Db, ip: string): Promise<number> {
  const [attempts] = await tx
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.ip, ip), gt(signInAttempts.createdAt, windowStart)));
  const [failures] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, windowStart)));
  return (attempts?.n ?? 0) + (failures?.n ?? 0);
}

/**
 * Per client address, at most `limit` sign-in requests per 15 minutes (429 past it): every code request,
 * code login and reset counts, and every wrong password. A successful password login does not, so a
 * shared office address is not locked out by its own colleagues logging in. Kept in the database: the
 * limit holds across processes and restarts.
 */
export async function takeIpAllowance(
  db: Db,
  request: FastifyRequest,
  action: SignInAction | null,
  limit: number,
): Promise<void> {
  const ip = clientIp(request);
  const allowed = await withAppRole(db, async (tx) => {
    // One address at a time, so parallel requests cannot all slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in-ip:${ip}`}))`);
    if ((await ipUsage(tx, ip)) >= limit) return false;
    if (action) await tx.insert(signInAttempts).values({ id: newId(), ip, action });
    await tx.delete(signInAttempts).where(lt(signInAttempts.createdAt, sql`now() - interval '1 day'`));
    return true;
  });
  if (!allowed) throw new AppError(429, ERROR_CODES.commonRateLimited);
}

async function recentFailures(tx: Db, username: string, site: Site): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username),
        eq(loginFailures.site, site),
        gt(loginFailures.createdAt, windowStart),
      ),
    );
  return row?.n ?? 0;
}

/**
 * After five wrong passwords in 15 minutes the account answers 429 even to the right password. Counted by
 * the name as typed and the site (only the account's own site checks its password), so an unknown name
 * behaves exactly like a known one.
 */
export async function assertAccountNotPaused(db: Db, username: string, site: Site): Promise<void> {
  const failures = await withAppRole(db, (tx) => recentFailures(tx, username, site));
  if (failures >= MAX_PASSWORD_FAILURES) {
    throw new AppError(429, ERROR_CODES.authTooManyFailures, { minutes: LIMIT_WINDOW_MINUTES });
  }
}

/** Records the outcome: a failure is stored; a success clears the account's failures. */
export async function recordPasswordOutcome(
  db: Db,
  request: FastifyRequest,
  login: { username: string; site: Site },
  valid: boolean,
): Promise<void> {
  const { username, site } = login;
  await withAppRole(db, async (tx) => {
    if (valid) await tx.delete(loginFailures).where(eq(loginFailures.username, username));
    else await tx.insert(loginFailures).values({ id: newId(), username, site, ip: clientIp(request) });
  });
}

/**
 * Before a password is checked: the address must be under its limit and the account not paused. Both
 * apply to unknown names exactly as to known ones.
 */
export async function guardPasswordLogin(
  db: Db,
  request: FastifyRequest,
  login: { username: string; site: Site },
  ipLimit: number,
): Promise<void> {
  await takeIpAllowance(db, request, null, ipLimit);
  await assertAccountNotPaused(db, login.username, login.site);
}
