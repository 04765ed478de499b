import { isIP } from 'node:net';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { queryRows } from '@procure/server-db';
import { sendBlocks } from './schema.ts';
import { BLOCK_HOURS } from './send-guard.ts';

/** A client address as an operator types it (IPv4 or IPv6). */
export const isClientAddress = (value: string): boolean => isIP(value) !== 0;

export type ChannelSends = { channel: string; allowed: number; refused: number };
export type ClientSends = {
  clientIp: string;
  allowed: number;
  refused: number;
  /** Different numbers and addresses it asked for: many means a pump. */
  targets: number;
  lastAt: string;
  blockedUntil: string | null;
};
/** Refusals of the window by channel and reason (imageCode, blocked, targetGap, clientIp…). */
export type RefusalCount = { channel: string; reason: string; count: number };
export type SendSummary = {
  since: string;
  channels: ChannelSends[];
  refusals: RefusalCount[];
  /** The busiest clients first. */
  clients: ClientSends[];
  blocks: { clientIp: string; until: string }[];
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** The last 24 hours of the send audit: per channel, the top clients, and the blocks in force. */
export async function sendSummary(tx: Db, now: Date, top = 20): Promise<SendSummary> {
  const since = new Date(now.getTime() - 24 * 3600_000);
  const channels = await queryRows<{ channel: string; allowed: number; refused: number }>(
    tx,
    sql`select channel,
               count(*) filter (where outcome = 'allowed')::int as allowed,
               count(*) filter (where outcome = 'refused')::int as refused
          from send_audit where at > ${since.toISOString()}::timestamptz
         group by channel order by channel`,
  );
  const refusals = await queryRows<RefusalCount>(
    tx,
    sql`select channel, coalesce(reason, 'unknown') as reason, count(*)::int as count
          from send_audit where at > ${since.toISOString()}::timestamptz and outcome = 'refused'
         group by channel, reason order by count(*) desc, channel, reason`,
  );
  const clients = await queryRows<{
    client_ip: string;
    allowed: number;
    refused: number;
    targets: number;
    last_at: string;
    blocked_until: string | null;
  }>(
    tx,
    sql`select a.client_ip,
               count(*) filter (where a.outcome = 'allowed')::int as allowed,
               count(*) filter (where a.outcome = 'refused')::int as refused,
               count(distinct a.target)::int as targets,
               max(a.at) as last_at,
               (select b.until from send_blocks b
                 where b.client_ip = a.client_ip and b.until > ${now.toISOString()}::timestamptz) as blocked_until
          from send_audit a where a.at > ${since.toISOString()}::timestamptz
         group by a.client_ip
         order by count(*) desc, a.client_ip
         limit ${top}`,
  );
  const blocks = await tx
    .select({ clientIp: sendBlocks.clientIp, until: sendBlocks.until })
    .from(sendBlocks)
    .where(gt(sendBlocks.until, now))
    .orderBy(desc(sendBlocks.until));
  return {
    since: since.toISOString(),
    channels,
    refusals,
    clients: clients.map((c) => ({
      clientIp: c.client_ip,
      allowed: c.allowed,
      refused: c.refused,
      targets: c.targets,
      lastAt: iso(c.last_at),
      blockedUntil: c.blocked_until ? iso(c.blocked_until) : null,
    })),
    blocks: blocks.map((b) => ({ clientIp: b.clientIp, until: b.until.toISOString() })),
  };
}

/** Blocks the address for a day from now (again: the day starts over). */
export async function blockClient(tx: Db, clientIp: string, by: string, now: Date): Promise<Date> {
  const until = new Date(now.getTime() + BLOCK_HOURS * 3600_000);
  await tx
    .insert(sendBlocks)
    .values({ clientIp, until, blockedBy: by, createdAt: now })
    .onConflictDoUpdate({ target: sendBlocks.clientIp, set: { until, blockedBy: by, createdAt: now } });
  return until;
}

/** Lifts a block in force; false when there was none. */
export async function unblockClient(tx: Db, clientIp: string, now: Date): Promise<boolean> {
  const rows = await tx
    .delete(sendBlocks)
    .where(and(eq(sendBlocks.clientIp, clientIp), gt(sendBlocks.until, now)))
    .returning({ clientIp: sendBlocks.clientIp });
  return rows.length > 0;
}
