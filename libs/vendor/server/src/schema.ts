import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

// The vendor domain (issue #16): supplier lifecycle on top of the vendor master (identity's `vendors`
// and `tenant_vendors`, masterdata's buyer profile). First slice: qualification certificates.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Certificate types a tenant asks of its suppliers (spec §2 /setting qualification maintain). */
export const vendorCertificateTypes = pgTable(
  'vendor_certificate_types',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    name: text('name').notNull(),
    /** Days before expiry from which a certificate counts as "expiring" (reminder setting). */
    remindDays: integer('remind_days').notNull().default(30),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vendor_certificate_types_tenant_idx').on(t.tenantId, t.createdAt),
    check('vendor_certificate_types_remind_days', sql`${t.remindDays} between 0 and 365`),
    tenantPolicy('vendor_certificate_types'),
  ],
);

/** Allocation: a supplier of this (purchase) category must hold a certificate of this type. */
export const vendorCertificateAllocations = pgTable(
  'vendor_certificate_allocations',
  {
    tenantId: uuid('tenant_id').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => vendorCertificateTypes.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.typeId, t.categoryId] }),
    index('vendor_certificate_allocations_category_idx').on(t.tenantId, t.categoryId),
    tenantPolicy('vendor_certificate_allocations'),
  ],
);

/** The vendor categories: which purchase categories a supplier serves for this tenant. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId, t.categoryId] }),
    tenantPolicy('vendor_categories'),
    vendorScopedPolicy('vendor_categories'),
  ],
);

/** Certificates a supplier uploaded (file upload type 2), valid from … through `valid_to` (inclusive). */
export const vendorCertificates = pgTable(
  'vendor_certificates',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => vendorCertificateTypes.id),
    certificateNo: text('certificate_no').notNull(),
    fileId: uuid('file_id').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_certificates_vendor_idx').on(t.tenantId, t.vendorId, t.typeId, t.validTo),
    check('vendor_certificates_validity', sql`${t.validTo} >= ${t.validFrom}`),
    tenantPolicy('vendor_certificates'),
    vendorScopedPolicy('vendor_certificates'),
  ],
);

/** Every supplier status change (DOMAIN.md §2 supplierStatus) of a tenant's supplier: who, when, why. */
export const vendorStatusHistory = pgTable(
  'vendor_status_history',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    reason: text('reason').notNull(),
    actorId: uuid('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('vendor_status_history_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    tenantPolicy('vendor_status_history'),
    vendorScopedPolicy('vendor_status_history'),
  ],
);
