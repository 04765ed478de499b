import { and, asc, desc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { lockKey, type Db } from '@procure/server-db';
import { identitySchema } from '@procure/identity-server';
import { workProxies } from './schema.ts';
import type { Owner } from '@procure/server-auth';
import { todayIso } from './owner.ts';

const { tenantMembers, users } = identitySchema;

export type WorkProxyRow = typeof workProxies.$inferSelect & {
  delegateName: string;
  delegateUsername: string;
};

/**
 * The delegate acting for `userId` at `at` (the approval engine reads this), or null. Runs inside the
 * caller's tenant transaction: row-level security keeps it to that tenant.
 */
export async function activeDelegateFor(
  tx: Db,
  userId: string,
  at: Date = new Date(),
): Promise<{ proxyId: string; delegateUserId: string } | null> {
  const day = todayIso(at);
  const rows = await tx
    .select({ proxyId: workProxies.id, delegateUserId: workProxies.delegateUserId })
    .from(workProxies)
    .where(
      and(
        eq(workProxies.userId, userId),
        isNull(workProxies.cancelledAt),
        lte(workProxies.startsOn, day),
        gte(workProxies.endsOn, day),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The users who have made `delegateId` their active work proxy today: the delegate may act on their
 * pending tasks. A subquery (runs inside the caller's statement and transaction, under its RLS), so
 * that the approval inbox's lists and counts stay one statement.
 */
export function delegatorsOf(tenantId: string, delegateId: string, now: Date = new Date()): SQL {
  const day = todayIso(now);
  return sql`(select ${workProxies.userId} from ${workProxies} where ${and(
    eq(workProxies.tenantId, tenantId),
    eq(workProxies.delegateUserId, delegateId),
    isNull(workProxies.cancelledAt),
    lte(workProxies.startsOn, day),
    gte(workProxies.endsOn, day),
  )})`;
}

/** Serialises one user's proxy writes, so two overlapping requests cannot both pass the overlap check. */
export async function lockProxyOwner(tx: Db, owner: Owner): Promise<void> {
  await lockKey(tx, `work_proxies:${owner.tenantId}:${owner.userId}`);
}

export async function listProxies(tx: Db, owner: Owner): Promise<WorkProxyRow[]> {
  return tx
    .select({
      id: workProxies.id,
      tenantId: workProxies.tenantId,
      userId: workProxies.userId,
      delegateUserId: workProxies.delegateUserId,
      startsOn: workProxies.startsOn,
      endsOn: workProxies.endsOn,
      cancelledAt: workProxies.cancelledAt,
      createdAt: workProxies.createdAt,
      delegateName: users.empName,
      delegateUsername: users.username,
    })
    .from(workProxies)
    .innerJoin(users, eq(users.id, workProxies.delegateUserId))
    .where(and(eq(workProxies.tenantId, owner.tenantId), eq(workProxies.userId, owner.userId)))
    .orderBy(desc(workProxies.startsOn), desc(workProxies.createdAt))
    .limit(50);
}

/** Live (not cancelled) proxies of the owner whose days meet `start`..`end`. */
export async function countOverlapping(tx: Db, owner: Owner, start: string, end: string): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(workProxies)
    .where(
      and(
        eq(workProxies.tenantId, owner.tenantId),
        eq(workProxies.userId, owner.userId),
        isNull(workProxies.cancelledAt),
        lte(workProxies.startsOn, end),
        gte(workProxies.endsOn, start),
      ),
    );
  return rows[0]?.n ?? 0;
}

export async function insertProxy(
  tx: Db,
  values: typeof workProxies.$inferInsert,
): Promise<typeof workProxies.$inferSelect> {
  const rows = await tx.insert(workProxies).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Cancels a live proxy of the owner that has not ended; returns whether one was cancelled. */
export async function cancelProxy(tx: Db, owner: Owner, id: string): Promise<boolean> {
  const rows = await tx
    .update(workProxies)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(workProxies.tenantId, owner.tenantId),
        eq(workProxies.userId, owner.userId),
        eq(workProxies.id, id),
        isNull(workProxies.cancelledAt),
        gte(workProxies.endsOn, todayIso()),
      ),
    )
    .returning({ id: workProxies.id });
  return rows.length > 0;
}

/** Enabled buyer-side employees of the tenant other than the owner: who can be a delegate. */
export async function listColleagues(tx: Db, owner: Owner, onlyUserId?: string) {
  return tx
    .select({ userId: users.id, empName: users.empName, username: users.username })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(
      and(
        eq(tenantMembers.tenantId, owner.tenantId),
        ne(users.id, owner.userId),
        eq(users.site, 'buyer'),
        eq(users.disabled, false),
        onlyUserId ? eq(users.id, onlyUserId) : undefined,
      ),
    )
    .orderBy(asc(users.empName), asc(users.username))
    .limit(500);
}
