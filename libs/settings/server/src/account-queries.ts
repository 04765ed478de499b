import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { revokeUserSessions } from '@procure/server-auth';
import { identitySchema } from '@procure/identity-server';
import { passwordCheckFailures } from './schema.ts';

const { users } = identitySchema;

export const OLD_PASSWORD_GUESSES = 5;
const GUESS_WINDOW = sql`now() - interval '15 minutes'`;

/** Wrong old passwords of the user in the last 15 minutes. */
export async function recentPasswordFailures(tx: Db, userId: string): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordCheckFailures)
    .where(and(eq(passwordCheckFailures.userId, userId), gt(passwordCheckFailures.createdAt, GUESS_WINDOW)));
  return rows[0]?.n ?? 0;
}

export async function recordPasswordFailure(tx: Db, userId: string): Promise<void> {
  await tx.insert(passwordCheckFailures).values({ id: newId(), userId });
}

/** Sets the new password hash, forgets the failures, and ends every session of the user but `keepSessionId`. */
export async function replacePassword(
  tx: Db,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(passwordCheckFailures).where(eq(passwordCheckFailures.userId, userId));
  await revokeUserSessions(tx, userId, { exceptSessionId: keepSessionId });
}

/** Whether another account already uses the mobile number (it identifies the account at SMS login). */
export async function mobileTakenByOther(tx: Db, userId: string, mobile: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateMobile(tx: Db, userId: string, mobile: string): Promise<void> {
  await tx
    .update(users)
    .set({ mobile, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
