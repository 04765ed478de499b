import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { sha256 } from '@procure/server-auth';
import { ERROR_CODES } from '@procure/shared-codes';
import { translateCode, type Locale } from '@procure/shared-i18n';
import { verificationCodes } from './schema.ts';
import { isTransactional } from './simulator.ts';
import type { Channel, CodePurpose, Notifier, OutboundMessage } from './types.ts';

export const CODE_TTL_MINUTES = 10;
export const MAX_WRONG_GUESSES = 5;

type CodeKey = { purpose: CodePurpose; channel: Channel; target: string };

// Bound to purpose, channel and target: a login code is no reset code, and not someone else's code.
function codeHash(key: CodeKey, code: string): string {
  return sha256(`${key.purpose}:${key.channel}:${key.target}:${code}`);
}

function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeMessage(input: CodeKey & { locale: Locale }, code: string): OutboundMessage {
  const purpose = translateCode(input.locale, `notify.purpose.${input.purpose}`);
  return {
    channel: input.channel,
    to: input.target,
    subject: translateCode(input.locale, 'notify.codeSubject', { purpose }),
    body: translateCode(input.locale, 'notify.codeBody', { purpose, code, minutes: CODE_TTL_MINUTES }),
  };
}

/**
 * Sends a fresh 6-digit code and stores only its hash; earlier live codes of the same purpose end; it
 * expires in 10 minutes (database time). No limits here: callers go through the send guard
 * (`SendGuard.sendCode` / `send`, send-guard.ts), which holds every budget.
 */
export async function issueCode(
  tx: Db,
  notifier: Notifier,
  input: CodeKey & { locale: Locale },
): Promise<void> {
  const target = input.target;
  const key: CodeKey = { purpose: input.purpose, channel: input.channel, target };
  await tx
    .update(verificationCodes)
    .set({ expiresAt: sql`now()` })
    .where(and(liveCode(key), gt(verificationCodes.expiresAt, sql`now()`)));
  const code = sixDigits();
  await tx.insert(verificationCodes).values({
    id: newId(),
    ...key,
    codeHash: codeHash(key, code),
    expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
  });
  // Housekeeping: rows older than the daily window count for nothing.
  await tx.delete(verificationCodes).where(lt(verificationCodes.createdAt, sql`now() - interval '2 days'`));

  const message = codeMessage(input, code);
  try {
    // The simulator records inside this transaction; a real provider is called while the row is pending,
    // so a failed delivery rolls the code back and does not count against the limits.
    if (isTransactional(notifier)) await notifier.sendWithin(tx, message);
    else await notifier.send(message);
  } catch (err) {
    throw new AppError(503, ERROR_CODES.notifySendFailed, undefined, { cause: err });
  }
}

function liveCode(key: CodeKey) {
  return and(
    eq(verificationCodes.purpose, key.purpose),
    eq(verificationCodes.channel, key.channel),
    eq(verificationCodes.target, key.target),
    isNull(verificationCodes.consumedAt),
  );
}

/**
 * True once for the right, unexpired code (it is consumed). Every wrong guess counts; after five the code
 * is dead. Run it in a transaction that COMMITS when it returns false (throw after the transaction),
 * or the wrong guess is rolled back and not counted.
 */
export async function verifyCode(tx: Db, input: CodeKey & { code: string }): Promise<boolean> {
  const key: CodeKey = { purpose: input.purpose, channel: input.channel, target: input.target };
  const rows = await tx
    .select({ id: verificationCodes.id, codeHash: verificationCodes.codeHash })
    .from(verificationCodes)
    .where(
      and(
        liveCode(key),
        gt(verificationCodes.expiresAt, sql`now()`),
        lt(verificationCodes.failedAttempts, MAX_WRONG_GUESSES),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  const row = rows[0];
  if (!row) return false;
  if (row.codeHash === codeHash(key, input.code.trim())) {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(verificationCodes.id, row.id));
    return true;
  }
  await tx
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, row.id));
  return false;
}
