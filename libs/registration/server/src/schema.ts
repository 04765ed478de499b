import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const REGISTRATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/**
 * Global table (no tenant: the tenant does not exist yet): enterprises that asked to become a buyer
 * tenant through /signin. Operations staff approve (the tenant is created) or reject (with a reason).
 */
export const tenantRegistrations = pgTable(
  'tenant_registrations',
  {
    id: uuid('id').primaryKey(),
    enterpriseName: text('enterprise_name').notNull(),
    shortName: text('short_name').notNull(),
    socialCreditCode: text('social_credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    /** argon2id hash of the future admin's password: it becomes the admin user's hash on approval. */
    passwordHash: text('password_hash').notNull(),
    /** The language the registration was submitted in: the notifications use it. */
    language: text('language').notNull().default('zh_cn'),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The tenant the approval created (a global table: not named tenant_id, which marks RLS tables). */
    tenantId: uuid('provisioned_tenant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tenant_registrations_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('tenant_registrations_language_check', sql`${t.language} in ('zh_cn', 'en_us')`),
    check('tenant_registrations_reason_check', sql`(${t.status} = 'rejected') = (${t.reason} is not null)`),
    // A rejected enterprise may register again; a pending or approved one may not (race-proof).
    uniqueIndex('tenant_registrations_credit_code_key')
      .on(t.socialCreditCode)
      .where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('tenant_registrations_username_key')
      .on(t.username)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('tenant_registrations_pending_mobile_key')
      .on(t.mobile)
      .where(sql`${t.status} = 'pending'`),
    index('tenant_registrations_status_idx').on(t.status, t.createdAt),
  ],
);
