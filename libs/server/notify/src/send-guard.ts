import { and, eq, gt, sql } from 'drizzle-orm';
import { newId, queryRows, withAppRole, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { consumeCaptcha } from '@procure/server-auth';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { issueCode } from './codes.ts';
import { sendAudit, sendBlocks } from './schema.ts';
import type { Channel, CodePurpose, Notifier } from './types.ts';

/**
 * How much may go out (configuration: apps/api/README.md, `SEND_*`). Every window slides: "per day" is
 * the last 24 hours, not the calendar day.
 */
export type SendBudgets = {
  /** One message per target (number or address) per this many seconds. */
  targetGapSeconds: number;
  /** Messages per target per 24 hours. */
  targetPerDay: number;
  /** Anonymous sends per client (address, and image-code key) per 10 minutes. */
  clientPer10Minutes: number;
  /** Anonymous sends per client (address, and image-code key) per 24 hours. */
  clientPerDay: number;
  /** Sends by signed-in users of one tenant per 24 hours. */
  tenantPerDay: number;
  /** Every message of the channel, whoever asks, per hour. */
  globalPerHour: Record<Channel, number>;
};

export const DEFAULT_SEND_BUDGETS: SendBudgets = {
  targetGapSeconds: 60,
  targetPerDay: 10,
  clientPer10Minutes: 5,
  clientPerDay: 20,
  tenantPerDay: 200,
  globalPerHour: { sms: 500, email: 1000 },
};

/** An operator's block lasts one day. */
export const BLOCK_HOURS = 24;

/** The guard's time (tests inject a fake one). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** Who asks for the message. Anonymous callers must bring a valid image code (single use). */
export type Sender =
  | { kind: 'anonymous'; ip: string; imageKey: string; imageCode: string }
  | { kind: 'signedIn'; ip: string; tenantId: string | null; userId: string };

export type SendAttempt = {
  channel: Channel;
  /** What the message is for (audit and ops view): login, register, reset, mysetting, invitation… */
  purpose: string;
  /** The number or address the message goes to. */
  target: string;
  sender: Sender;
};

export type RefusalReason =
  'imageCode' | 'blocked' | 'targetGap' | 'targetDay' | 'clientIp' | 'clientKey' | 'tenant' | 'global';

type Budget = { bucket: string; limit: number; windowSeconds: number; reason: RefusalReason };

const DAY = 24 * 60 * 60;

function budgetsOf(attempt: SendAttempt, budgets: SendBudgets): Budget[] {
  const { channel, target, sender } = attempt;
  const list: Budget[] = [
    {
      bucket: `target:${budgets.targetGapSeconds}:${target}`,
      limit: 1,
      windowSeconds: budgets.targetGapSeconds,
      reason: 'targetGap',
    },
    { bucket: `target:day:${target}`, limit: budgets.targetPerDay, windowSeconds: DAY, reason: 'targetDay' },
  ];
  if (sender.kind === 'anonymous') {
    for (const [kind, id, reason] of [
      ['ip', sender.ip, 'clientIp'],
      ['key', sender.imageKey, 'clientKey'],
    ] as const) {
      list.push(
        { bucket: `client-${kind}:600:${id}`, limit: budgets.clientPer10Minutes, windowSeconds: 600, reason },
        { bucket: `client-${kind}:day:${id}`, limit: budgets.clientPerDay, windowSeconds: DAY, reason },
      );
    }
  } else {
    const owner = sender.tenantId ? `tenant:${sender.tenantId}` : `user:${sender.userId}`;
    list.push({ bucket: `${owner}:day`, limit: budgets.tenantPerDay, windowSeconds: DAY, reason: 'tenant' });
  }
  list.push({
    bucket: `global:${channel}:hour`,
    limit: budgets.globalPerHour[channel],
    windowSeconds: 3600,
    reason: 'global',
  });
  return list;
}

/**
 * Takes one unit of a sliding-window budget, or answers false. One statement: the row lock of the
 * upsert makes concurrent takers queue, and each sees the stamps the previous one committed, so a
 * budget never goes over its limit however many requests arrive at once.
 */
async function take(tx: Db, budget: Budget, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const since = sql`${at}::timestamptz - make_interval(secs => ${budget.windowSeconds})`;
  const rows = await queryRows<{ bucket: string }>(
    tx,
    sql`insert into send_budgets (bucket, stamps, updated_at)
        values (${budget.bucket}, array[${at}::timestamptz], ${at}::timestamptz)
        on conflict (bucket) do update
          set stamps = array(select s from unnest(send_budgets.stamps) s where s > ${since}) || ${at}::timestamptz,
              updated_at = ${at}::timestamptz
          where (select count(*) from unnest(send_budgets.stamps) s where s > ${since}) < ${budget.limit}
        returning bucket`,
  );
  return rows.length === 1;
}

class Refused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(reason);
  }
}

function refusalError(reason: RefusalReason, budgets: SendBudgets): AppError {
  switch (reason) {
    case 'imageCode':
      return new AppError(400, ERROR_CODES.authInvalidVerifyCode);
    case 'blocked':
      return new AppError(429, ERROR_CODES.notifyClientBlocked);
    case 'targetGap':
      return new AppError(429, ERROR_CODES.notifyTooSoon, { seconds: budgets.targetGapSeconds });
    case 'targetDay':
      return new AppError(429, ERROR_CODES.notifyDailyLimit, { count: budgets.targetPerDay });
    case 'clientIp':
    case 'clientKey':
      return new AppError(429, ERROR_CODES.notifyClientLimit);
    case 'tenant':
      return new AppError(429, ERROR_CODES.notifyTenantLimit);
    case 'global':
      return new AppError(429, ERROR_CODES.notifyBusy);
  }
}

export type SendGuard = {
  readonly budgets: SendBudgets;
  readonly clock: Clock;
  /**
   * THE way a message to a caller-chosen number or address goes out. In one short transaction: the
   * image code (anonymous senders; consumed, right or wrong), the operator's block, then every budget
   * (target, client or tenant, global); an audit row either way. Refused → 400 (image code) or 429, and
   * `deliver` is not called. Let through → `deliver()` runs (its own transaction). The budgets are
   * spent even when the delivery then fails or is skipped (unknown account): attempts count.
   */
  send<T>(attempt: SendAttempt, deliver: () => Promise<T>): Promise<T>;
  /**
   * A verification code through the guard: `send` + `issueCode`. `deliverTo` (optional, in the code's
   * transaction) decides whether the code really goes out; false (an unknown account) stores it and
   * sends nothing, with the same answer.
   */
  sendCode(
    attempt: SendAttempt & { purpose: CodePurpose; locale: Locale },
    deliverTo?: (tx: Db) => Promise<boolean>,
  ): Promise<void>;
};

/** Sends nothing: a code for a number that has no account is stored (same limits) but never delivered. */
const silentNotifier: Notifier = { name: 'none', send: async () => undefined };

export function createSendGuard(deps: {
  db: Db;
  notifier: Notifier;
  budgets?: SendBudgets;
  clock?: Clock;
}): SendGuard {
  const { db, notifier } = deps;
  const budgets = deps.budgets ?? DEFAULT_SEND_BUDGETS;
  const clock = deps.clock ?? systemClock;

  const admit = async (attempt: SendAttempt): Promise<RefusalReason | null> => {
    const { sender } = attempt;
    return withAppRole(db, async (tx) => {
      const now = clock();
      let reason: RefusalReason | null = null;
      if (sender.kind === 'anonymous' && !(await consumeCaptcha(tx, sender.imageKey, sender.imageCode))) {
        reason = 'imageCode';
      }
      if (!reason) {
        const [block] = await tx
          .select({ until: sendBlocks.until })
          .from(sendBlocks)
          .where(and(eq(sendBlocks.clientIp, sender.ip), gt(sendBlocks.until, now)));
        if (block) reason = 'blocked';
      }
      if (!reason) {
        try {
          // A savepoint: a refusal by a later budget gives back what the earlier ones took.
          await tx.transaction(async (sp) => {
            for (const budget of budgetsOf(attempt, budgets)) {
              if (!(await take(sp, budget, now))) throw new Refused(budget.reason);
            }
          });
        } catch (err) {
          if (!(err instanceof Refused)) throw err;
          reason = err.reason;
        }
      }
      await tx.insert(sendAudit).values({
        id: newId(),
        at: now,
        channel: attempt.channel,
        purpose: attempt.purpose,
        target: attempt.target,
        clientIp: sender.ip,
        clientKey: sender.kind === 'anonymous' ? sender.imageKey : null,
        tenantId: sender.kind === 'signedIn' ? sender.tenantId : null,
        userId: sender.kind === 'signedIn' ? sender.userId : null,
        outcome: reason ? 'refused' : 'allowed',
        reason,
      });
      return reason;
    });
  };

  const guard: SendGuard = {
    budgets,
    clock,
    async send(attempt, deliver) {
      const reason = await admit(attempt);
      if (reason) throw refusalError(reason, budgets);
      return deliver();
    },
    async sendCode(attempt, deliverTo) {
      await guard.send(attempt, () =>
        withAppRole(db, async (tx) => {
          const deliver = deliverTo ? await deliverTo(tx) : true;
          await issueCode(tx, deliver ? notifier : silentNotifier, {
            purpose: attempt.purpose,
            channel: attempt.channel,
            target: attempt.target,
            locale: attempt.locale,
          });
        }),
      );
    },
  };
  return guard;
}
