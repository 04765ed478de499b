import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

/** One saved column layout of a list table, per tenant, user and table. */
export type SavedColumn = { key: string; visible: boolean; order: number; width?: number | undefined };

/** A person's column settings (show/hide, order, width) for each list table, private to its owner. */
export const columnSettings = pgTable(
  'column_settings',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    tableKey: text('table_key').notNull(),
    columns: jsonb('columns').$type<SavedColumn[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One layout per owner and table: batchSave upserts on it.
    uniqueIndex('column_settings_owner_table_idx').on(t.tenantId, t.userId, t.tableKey),
    tenantPolicy('column_settings'),
  ],
);
