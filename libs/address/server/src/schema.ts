import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

/** A person's address book (receiving and invoice/mailing addresses), private to its owner. */
export const personAddresses = pgTable(
  'person_addresses',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    regionCode: text('region_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityName: text('city_name').notNull(),
    areaName: text('area_name').notNull(),
    street: text('street'),
    address: text('address').notNull(),
    addressType: smallint('address_type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('person_addresses_owner_idx').on(t.tenantId, t.userId, t.addressType),
    // At most one default per owner and type: a second concurrent "set default" fails instead of leaving two.
    uniqueIndex('person_addresses_one_default_idx')
      .on(t.tenantId, t.userId, t.addressType)
      .where(sql`${t.isDefault}`),
    check('person_addresses_type_check', sql`${t.addressType} in (1, 2)`),
    tenantPolicy('person_addresses'),
  ],
);
