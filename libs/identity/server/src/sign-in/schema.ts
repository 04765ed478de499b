import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Failed password logins (global: before a tenant is known), kept in the database so that the limits
 * (per account and per address) hold across requests, processes and restarts.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey(),
    /** As typed: an unknown name is counted like a known one, so the limit reveals nothing. */
    username: text('username').notNull(),
    /** The site the login was for: only the account's own site ever checks its password. */
    site: text('site').notNull().default('buyer'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_username_idx').on(t.username, t.site, t.createdAt)],
);

/** Requests of the public sign-in endpoints (login, send code, reset) per client address. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt)],
);
