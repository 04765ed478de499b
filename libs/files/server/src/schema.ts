import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (spec §3 upload type codes, §9 30 MB), kept in the database with the tenant's other
 * rows: one backup, one isolation rule (row-level security, forced by migration).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    type: integer('type').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_tenant_created_idx').on(t.tenantId, t.createdAt), tenantPolicy('files')],
);
