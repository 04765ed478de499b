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
