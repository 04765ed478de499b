import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Per user and message type: which channels deliver it. An absent row means the type's defaults. */
export const messageSettings = pgTable(
  'message_settings',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    messageType: text('message_type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.messageType] }), tenantPolicy('message_settings')],
);

/**
 * The legal entities (optionally narrowed to one cost centre) a user may act on financially. The
 * payment-accounting / invoice-verification flags come from the user's roles (spec §6).
 */
export const financeAuthorities = pgTable(
  'finance_authorities',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    legalEntityId: uuid('legal_entity_id').notNull(),
    costCentreId: uuid('cost_centre_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('finance_authorities_user_idx').on(t.tenantId, t.userId),
    tenantPolicy('finance_authorities'),
  ],
);

/** Work proxy: `userId` delegates approvals to `delegateUserId` for whole days `startsOn`..`endsOn`. */
export const workProxies = pgTable(
  'work_proxies',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    delegateUserId: uuid('delegate_user_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('work_proxies_user_idx').on(t.tenantId, t.userId, t.startsOn),
    check('work_proxies_range_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check('work_proxies_not_self_check', sql`${t.userId} <> ${t.delegateUserId}`),
    tenantPolicy('work_proxies'),
  ],
);

/** Wrong old passwords on "modify password": limits guessing with a stolen session (global, per user). */
export const passwordCheckFailures = pgTable(
  'password_check_failures',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_check_failures_user_idx').on(t.userId, t.createdAt)],
);
