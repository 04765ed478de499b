import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Site } from '@procure/shared-codes';
import { newId, queryRows, type Db } from '@procure/server-db';
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

/** What the database knows about the user behind a live session; identity decides the principal from it. */
export type SessionFacts = {
  /** Also true when the user row is gone. */
  userDisabled: boolean;
  /** The user belongs to the session's tenant (false without a tenant). */
  isMember: boolean;
  /** The session's supplier company actively serves its tenant (false for buyers and operations). */
  vendorServing: boolean;
  /** The user's permission keys in the session's tenant, from its roles on the session's site. */
  permissions: string[];
};

export type SessionLookup =
  | { status: 'active'; session: SessionRow; facts: SessionFacts }
  | { status: 'expired' }
  | { status: 'unknown' };

// last_seen_at is written at most this often (fewer writes); a quarter of the idle time when that is shorter.
const TOUCH_AFTER_SECONDS = 15;

type ResolvedRow = {
  status: 'active' | 'expired' | 'unknown';
  session_id: string | null;
  user_id: string | null;
  login_tenant_id: string | null;
  site: string | null;
  vendor_id: string | null;
  user_disabled: boolean | null;
  is_member: boolean | null;
  vendor_serving: boolean | null;
  permissions: string[] | null;
};

/**
 * Finds the live session of a token, slides its idle window and reads the facts of its principal, in
 * ONE statement (`auth_resolve_session`, migration 0027): it runs as the app role under row-level
 * security in the session's own tenant, nothing is cached, so a revoked session, a disabled user or a
 * changed role takes effect on the very next request. The clock is the database's, so several API
 * processes agree on who has timed out. Call it outside a transaction (one implicit transaction).
 */
export async function resolveSession(db: Db, token: string, idleMinutes: number): Promise<SessionLookup> {
  const idleSeconds = idleMinutes * 60;
  const touchAfter = Math.min(TOUCH_AFTER_SECONDS, idleSeconds / 4);
  const rows = await queryRows<ResolvedRow>(
    db,
    sql`select * from auth_resolve_session(${sha256(token)}, ${idleSeconds}, ${touchAfter})`,
  );
  const row = rows[0];
  if (!row || row.status === 'unknown') return { status: 'unknown' };
  // Kept (not revoked) so that every later call with the token also says "expired", not "unknown".
  if (row.status === 'expired') return { status: 'expired' };
  if (!row.session_id || !row.user_id || !row.site) return { status: 'unknown' };
  return {
    status: 'active',
    session: {
      id: row.session_id,
      userId: row.user_id,
      loginTenantId: row.login_tenant_id,
      site: row.site as Site,
      vendorId: row.vendor_id,
    },
    facts: {
      userDisabled: row.user_disabled !== false,
      isMember: row.is_member === true,
      vendorServing: row.vendor_serving === true,
      permissions: row.permissions ?? [],
    },
  };
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
