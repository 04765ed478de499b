import type { Db } from '@procure/server-db';
import type { ErrorCode } from '@procure/shared-codes';

// What the 08:30 digest lists besides unread messages (issue #12: open approvals, orders awaiting the
// user's action, expiring items). The message domain cannot read other domains' tables, and they already
// depend on it (they post messages), so each domain registers a source here at start-up — the same
// inversion as the approval engine's document types.

/** One line of a digest section, in both languages (the e-mail picks the recipient's). */
export type DigestItem = { zh: string; en: string };

/** A section's content for one user: how many in total and the first few items. */
export type DigestEntry = { count: number; items: DigestItem[] };

export type DigestSource = {
  /** Stable key; registering the same key again replaces the source. */
  key: string;
  /** Position in the e-mail (ascending); unread messages are 0. */
  order: number;
  /** Section heading with `{count}` (a code of the error catalogue, translated per recipient). */
  titleCode: ErrorCode;
  /**
   * The tenant's entries per user id, read in the tenant's row-level-security scope. Return at most
   * `limit` items per user (count holds the total).
   */
  collect(tx: Db, tenantId: string, now: Date, limit: number): Promise<Map<string, DigestEntry>>;
};

const sources = new Map<string, DigestSource>();

/** Adds (or replaces) a digest section; called once per source when the API starts. */
export function registerDigestSource(source: DigestSource): void {
  sources.set(source.key, source);
}

/** The registered sources in e-mail order. */
export function digestSources(): DigestSource[] {
  return [...sources.values()].sort((a, b) => a.order - b.order);
}

/** Groups rows of (userId, item) into entries of at most `limit` items each, counting the rest. */
export function groupDigestItems(
  rows: readonly { userId: string; item: DigestItem }[],
  limit: number,
): Map<string, DigestEntry> {
  const out = new Map<string, DigestEntry>();
  for (const { userId, item } of rows) {
    const entry = out.get(userId) ?? { count: 0, items: [] };
    entry.count += 1;
    if (entry.items.length < limit) entry.items.push(item);
    out.set(userId, entry);
  }
  return out;
}
