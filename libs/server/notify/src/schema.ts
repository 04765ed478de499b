import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Global tables (no tenant_id): codes are sent before anyone is logged in, and the simulated outbox is
// the platform operators' view of every message the simulator "sent".

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey(),
    /** login | register | reset | mysetting */
    purpose: text('purpose').notNull(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** The mobile number or e-mail address the code was sent to. */
    target: text('target').notNull(),
    /** SHA-256 of purpose, channel, target and code: the table never holds a usable code. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.createdAt)],
);

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull().default('simulator'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt, t.id)],
);

// The sending guard (send-guard.ts): global tables as well, since anonymous sends belong to no tenant.

/**
 * One row per budget bucket (e.g. `client-ip:600:10.0.0.1`): the send times still inside the bucket's
 * sliding window. Taken with one conditional upsert, so concurrent senders cannot both pass the limit.
 */
export const sendBudgets = pgTable('send_budgets', {
  bucket: text('bucket').primaryKey(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Every send the guard let through and every one it refused (who, which target, why). */
export const sendAudit = pgTable(
  'send_audit',
  {
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** sms | email */
    channel: text('channel').notNull(),
    /** login | register | reset | mysetting | … (what the message was for) */
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    /** The client address (anonymous and signed-in senders alike). */
    clientIp: text('client_ip').notNull(),
    /** The image-code key of an anonymous sender. */
    clientKey: text('client_key'),
    /** The tenant and user of a signed-in sender (not an owner: the table is global, without RLS). */
    tenantId: uuid('sender_tenant_id'),
    userId: uuid('sender_user_id'),
    /** allowed (the budgets were taken; an unknown account's code is then not delivered) | refused */
    outcome: text('outcome').notNull(),
    /** Why refused: imageCode | blocked | targetGap | targetDay | clientIp | clientKey | tenant | global */
    reason: text('reason'),
  },
  (t) => [index('send_audit_at_idx').on(t.at), index('send_audit_client_idx').on(t.clientIp, t.at)],
);

/** Client addresses an operator stopped (for a day): every send from them is refused. */
export const sendBlocks = pgTable('send_blocks', {
  clientIp: text('client_ip').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  blockedBy: uuid('blocked_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
