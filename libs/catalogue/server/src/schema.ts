import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy } from '@procure/server-db/schema';

// Tables of the catalogue domain (issue #6). drizzle-kit reads this file alone: import no other domain
// (vendor and procurement-category ids are plain uuids, no foreign keys into other domains).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant's material master: what can be bought, with its default accounting classification. */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    spec: text('spec'),
    unit: text('unit').notNull(),
    /** Procurement category of master data (plain uuid). */
    categoryId: uuid('category_id'),
    accountingCode: text('accounting_code'),
    goodsService: smallint('goods_service').notNull(),
    capexExpense: smallint('capex_expense').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('materials_code_idx').on(t.tenantId, t.code),
    check('materials_goods_service_check', sql`${t.goodsService} in (1, 2)`),
    check('materials_capex_expense_check', sql`${t.capexExpense} in (1, 2)`),
    tenantPolicy('materials'),
  ],
);

/** A vendor's price for a material over a validity period (never edited: a new period is a new row). */
export const materialPrices = pgTable(
  'material_prices',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    materialId: uuid('material_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    /** VAT rate in percent (13, 9, 6, 5, 3, 1, 0). */
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('material_prices_material_idx').on(t.tenantId, t.materialId, t.validFrom),
    check('material_prices_price_check', sql`${t.unitPrice} >= 0`),
    check('material_prices_period_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    tenantPolicy('material_prices'),
  ],
);

/** The tenant's catalogue shop of one vendor: goods of a vendor without an open store are not sold. */
export const catalogueStores = pgTable(
  'catalogue_stores',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    name: text('name').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('catalogue_stores_vendor_idx').on(t.tenantId, t.vendorId),
    tenantPolicy('catalogue_stores'),
  ],
);

/** Catalogue goods: a material offered by a vendor at a price, on or off the shelf. */
export const catalogueGoods = pgTable(
  'catalogue_goods',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    materialId: uuid('material_id').notNull(),
    /** The product code shown on the goods (quick add takes it). */
    sku: text('sku').notNull(),
    unitPrice: numeric('unit_price', { precision: 22, scale: 6 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull(),
    onShelf: boolean('on_shelf').notNull().default(true),
    /** Image files (upload type 8) in display order. */
    imageFileIds: uuid('image_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    description: text('description'),
    /** Times added to a cart: orders the "popular goods" of the home page. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('catalogue_goods_sku_idx').on(t.tenantId, t.sku),
    index('catalogue_goods_vendor_idx').on(t.tenantId, t.vendorId),
    index('catalogue_goods_material_idx').on(t.tenantId, t.materialId),
    check('catalogue_goods_price_check', sql`${t.unitPrice} >= 0`),
    tenantPolicy('catalogue_goods'),
  ],
);

/**
 * A user's cart line. Catalogue goods point at `goods_id`; channel goods keep the channel's product id
 * and a snapshot of name/unit/image (the channel re-verifies price and shelf state on every read).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    source: text('source').notNull(),
    goodsId: uuid('goods_id'),
    skuId: text('sku_id').notNull(),
    productId: text('product_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    imageUrl: text('image_url'),
    /** The unit price when the line was added: the list flags a change against today's price. */
    addedPrice: numeric('added_price', { precision: 22, scale: 6 }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_owner_sku_idx').on(t.tenantId, t.userId, t.source, t.skuId),
    check('cart_items_source_check', sql`${t.source} in ('catalogue', 'channel1', 'channel2')`),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99999`),
    tenantPolicy('cart_items'),
  ],
);

/** A user's common purchase categories (1 to 6 master-data category ids, spec §9). */
export const commonCategories = pgTable(
  'common_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    categoryIds: uuid('category_ids').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId] }),
    check('common_categories_count_check', sql`cardinality(${t.categoryIds}) between 1 and 6`),
    tenantPolicy('common_categories'),
  ],
);
