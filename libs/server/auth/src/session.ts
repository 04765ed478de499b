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
  epoch: string | number | null;
};

type CacheEntry = { session: SessionRow; facts: SessionFacts; epoch: string };

function sameSession(a: SessionRow, b: SessionRow): boolean {
  return (
    a.id === b.id &&
    a.userId === b.userId &&
    a.loginTenantId === b.loginTenantId &&
    a.site === b.site &&
    a.vendorId === b.vendorId
  );
}

/** Finds the live session of a token and the facts of its principal; see `createSessionResolver`. */
export type SessionResolver = (token: string) => Promise<SessionLookup>;

/**
 * Resolves tokens for the auth hook in ONE statement per request (perf, issue #6).
 *
 * - First request of a token in this process, or anything changed: `auth_resolve_session` (migration
 *   0027/0028) finds the session, slides its idle window and reads the principal facts as the app role
 *   under row-level security in the session's tenant, with the `auth_epoch` counter of that snapshot.
 * - Later requests: one indexed read of the session row (revocation, idle expiry, tenant switch are
 *   read every time) with the current `auth_epoch`; the facts cached for the token are used only
 *   while the counter and the session's user, tenant, site and company are unchanged. Every write to
 *   users.disabled, tenant_members, tenant_vendors, member_roles, roles or role_permissions bumps the
 *   counter in its own transaction (triggers), so a change is seen by the very next request, in every
 *   API process. A mismatch costs a second statement (the full lookup).
 *
 * The clock is the database's, so several API processes agree on who has timed out.
 */
export function createSessionResolver(db: Db, idleMinutes: number, maxEntries = 10_000): SessionResolver {
  const idleSeconds = idleMinutes * 60;
  const touchAfter = Math.min(TOUCH_AFTER_SECONDS, idleSeconds / 4);
  const cache = new Map<string, CacheEntry>();
  // Global tables only (no row-level security on either): the connection's own role reads them.
  const current = db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      loginTenantId: sessions.loginTenantId,
      site: sessions.site,
      vendorId: sessions.vendorId,
      expired: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${idleSeconds})`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${touchAfter})`,
      epoch: sql<string>`(select value from auth_epoch)::text`,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .prepare('auth_current_session');

  const full = async (hash: string): Promise<SessionLookup> => {
    const [row] = await queryRows<ResolvedRow>(
      db,
      sql`select * from auth_resolve_session(${hash}, ${idleSeconds}, ${touchAfter})`,
    );
    if (!row || row.status !== 'active' || !row.session_id || !row.user_id || !row.site) {
      cache.delete(hash);
      // Kept (not revoked) so that every later call with the token also says "expired", not "unknown".
      return row?.status === 'expired' ? { status: 'expired' } : { status: 'unknown' };
    }
    const entry: CacheEntry = {
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
      epoch: String(row.epoch),
    };
    cache.delete(hash);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
    cache.set(hash, entry);
    return { status: 'active', session: entry.session, facts: entry.facts };
  };

  return async (token) => {
    const hash = sha256(token);
    const cached = cache.get(hash);
    if (!cached) return full(hash);
    const [row] = await current.execute({ hash });
    if (!row) {
      cache.delete(hash);
      return { status: 'unknown' };
    }
    if (row.expired) {
      cache.delete(hash);
      return { status: 'expired' };
    }
    const session: SessionRow = { ...row, site: row.site as Site };
    if (row.epoch !== cached.epoch || !sameSession(session, cached.session)) return full(hash);
    if (row.stale)
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(sessions.id, row.id));
    return { status: 'active', session: cached.session, facts: cached.facts };
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
