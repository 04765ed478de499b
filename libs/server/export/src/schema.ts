import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

// Tables of the export mechanism (issue #12). drizzle-kit reads this file alone: import no domain.

/**
 * One export of a list: what was asked (list, filters, visible columns with their titles, language)
 * and where it stands. The file lives in the export folder as `<tenant>/<id>.xlsx`, offered only in
 * state `ready` and before `expires_at`. Owned by `user_id` in `tenant_id`: anyone else is answered
 * like an absent id.
 */
export const exports = pgTable(
  'exports',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The supplier company of a supplier user (its lists are vendor-scoped); null for buyers. */
    vendorId: uuid('vendor_id'),
    site: text('site').notNull(),
    /** The registered list (`procurement.requests`, `order.orders`…). */
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').notNull(),
    /** `[{ key, title }]`: the visible columns in the user's order, titled as the user saw them. */
    columns: jsonb('columns').notNull(),
    locale: text('locale').notNull(),
    /** The caller's permissions when asked (the background job runs the list as that caller). */
    permissions: jsonb('permissions').notNull(),
    /** immediate (≤ 100 rows, written in the request) | background (a job) */
    mode: text('mode').notNull(),
    /** queued | running | ready | failed */
    state: text('state').notNull(),
    rows: integer('rows').notNull().default(0),
    /** Rows the list holds, counted when the export starts (progress); null when the list cannot count. */
    totalRows: integer('total_rows'),
    sizeBytes: integer('size_bytes'),
    attempts: integer('attempts').notNull().default(0),
    /** A message code (server catalog) of the last failure. */
    errorCode: text('error_code'),
    jobId: uuid('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('exports_mode_check', sql`${t.mode} in ('immediate', 'background')`),
    check('exports_state_check', sql`${t.state} in ('queued', 'running', 'ready', 'failed')`),
    index('exports_owner_idx').on(t.tenantId, t.userId, t.createdAt.desc().nullsFirst()),
    tenantPolicy('exports'),
  ],
);

/** The file log: every download of an export file (who, when, how many bytes). */
export const exportDownloads = pgTable(
  'export_downloads',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    exportId: uuid('export_id').notNull(),
    userId: uuid('user_id').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_downloads_export_idx').on(t.tenantId, t.exportId), tenantPolicy('export_downloads')],
);
