import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

// Enterprise risk (issue #16 §6): the tenant's monitoring package, the suppliers it monitors, what it is
// told about, the risk records the business-information adapter found and every call made to it. Every
// table is the buyer tenant's (RLS on tenant_id); suppliers never read any of them.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The monitoring quantity package a tenant bought: how many suppliers, valid through `valid_to`. */
export const riskPackages = pgTable(
  'risk_packages',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    quota: integer('quota').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('risk_packages_quota', sql`${t.quota} between 0 and 100000`), tenantPolicy('risk_packages')],
);

/** Suppliers under monitoring (one row per supplier; removing deletes it). */
export const riskMonitors = pgTable(
  'risk_monitors',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    addedBy: uuid('added_by'),
    addedAt: createdAt(),
    /** The last day (China date) the daily refresh looked at this supplier. */
    refreshedOn: date('refreshed_on', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.vendorId] }), tenantPolicy('risk_monitors')],
);

/** Which signals the tenant watches and whom the daily refresh tells about new ones. */
export const riskSettings = pgTable(
  'risk_settings',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    signals: text('signals').array().notNull(),
    notifyUserIds: uuid('notify_user_ids').array().notNull(),
    email: boolean('email').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('risk_settings')],
);

/** A risk signal the adapter reported for a supplier; `signal_key` is the provider's stable id. */
export const riskRecords = pgTable(
  'risk_records',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    /** dishonesty | abnormal | lawsuit | opinion (RISK_SIGNALS). */
    kind: text('kind').notNull(),
    signalKey: text('signal_key').notNull(),
    /** 1 notice, 2 warning, 3 high. */
    level: integer('level').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    source: text('source').notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    details: jsonb('details').notNull().default({}),
    simulated: boolean('simulated').notNull(),
    foundAt: createdAt(),
  },
  (t) => [
    uniqueIndex('risk_records_signal_key').on(t.tenantId, t.vendorId, t.signalKey),
    index('risk_records_vendor_idx').on(t.tenantId, t.vendorId, t.occurredOn),
    index('risk_records_found_idx').on(t.tenantId, t.foundAt),
    check('risk_records_kind', sql`${t.kind} in ('dishonesty', 'abnormal', 'lawsuit', 'opinion')`),
    check('risk_records_level', sql`${t.level} between 1 and 3`),
    tenantPolicy('risk_records'),
  ],
);

/** Every call to the business-information adapter: who, when, what, the result and its cost units. */
export const riskInvocations = pgTable(
  'risk_invocations',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    /** Null: the daily refresh job. */
    userId: uuid('user_id'),
    /** details | dishonesty | abnormal | opinion | lawsuit */
    action: text('action').notNull(),
    vendorId: uuid('vendor_id'),
    socialCreditCode: text('social_credit_code').notNull(),
    provider: text('provider').notNull(),
    simulated: boolean('simulated').notNull(),
    /** ok | failed */
    result: text('result').notNull(),
    /** How many signals the answer held (details: 1). */
    found: integer('found').notNull().default(0),
    costUnits: integer('cost_units').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('risk_invocations_tenant_idx').on(t.tenantId, t.createdAt),
    check('risk_invocations_result', sql`${t.result} in ('ok', 'failed')`),
    tenantPolicy('risk_invocations'),
  ],
);

/** One row per tenant and China day the daily refresh ran: a repeated run the same day does nothing. */
export const riskRefreshRuns = pgTable(
  'risk_refresh_runs',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    suppliers: integer('suppliers').notNull(),
    newSignals: integer('new_signals').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] }), tenantPolicy('risk_refresh_runs')],
);
