import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Site } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { sessions } from './schema.ts';
import { newToken, sha256 } from './tokens.ts';

export type SessionRow = {
  id: string;
  userId: string;
  loginTenantId: string | null;
  site: Site;
  vendorId: string | null;
};

export type NewSession = Omit<SessionRow, 'id'>;

/** Creates a session and returns its token (shown once; only the hash is stored). */
export async function createSession(
  tx: Db,
  session: NewSession,
): Promise<{ token: string; sessionId: string }> {
  const token = newToken();
  const id = newId();
  await tx.insert(sessions).values({ id, tokenHash: sha256(token), ...session });
  return { token, sessionId: id };
}

export type SessionLookup =
  { status: 'active'; session: SessionRow } | { status: 'expired' } | { status: 'unknown' };

// last_seen_at is written at most this often (fewer writes); a quarter of the idle time when that is shorter.
const TOUCH_AFTER_SECONDS = 15;

/**
 * Finds the live session of a token and slides its idle window. The clock is the database's, so
 * several API processes agree on who has timed out.
 */
export async function findSession(tx: Db, token: string, idleMinutes: number): Promise<SessionLookup> {
  const idleSeconds = idleMinutes * 60;
  const touchAfter = Math.min(TOUCH_AFTER_SECONDS, idleSeconds / 4);
  const rows = await tx
    .select({
      id: sessions.id,
      userId: sessions.userId,
      loginTenantId: sessions.loginTenantId,
      site: sessions.site,
      vendorId: sessions.vendorId,
      expired: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${idleSeconds})`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${touchAfter})`,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  // Kept (not revoked) so that every later call with the token also says "expired", not "unknown".
  if (row.expired) return { status: 'expired' };
  if (row.stale)
    await tx
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.id));
  const { expired: _expired, stale: _stale, ...session } = row;
  return { status: 'active', session: { ...session, site: session.site as Site } };
}

export async function revokeSession(tx: Db, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/**
 * Ends every session of a user (password reset, account disabled), or only those logged into
 * `loginTenantId` (an employee disabled in one tenant), or all but `exceptSessionId` (the session that
 * changed the password stays).
 */
export async function revokeUserSessions(
  tx: Db,
  userId: string,
  scope: { loginTenantId?: string; exceptSessionId?: string } = {},
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        scope.loginTenantId ? eq(sessions.loginTenantId, scope.loginTenantId) : undefined,
        scope.exceptSessionId ? ne(sessions.id, scope.exceptSessionId) : undefined,
      ),
    );
}

/** Logout: revokes the session of a token, whatever its idle state; unknown tokens are ignored. */
export async function revokeToken(tx: Db, token: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}
