// Tables of the masterdata domain (issue #6). drizzle-kit reads this file alone: import no other domain.
// Legal entities, departments and cost centres live in the identity schema (a `disabled` column added there).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPolicy, vendorScopedPolicy } from '@procure/server-db/schema';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Code + two names + disabled: the shape of most master data rows. */
const coded = () => ({
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  code: text('code').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mdUnits = pgTable('md_units', coded(), (t) => [
  unique('md_units_tenant_code_key').on(t.tenantId, t.code),
  tenantPolicy('md_units'),
]);

export const mdFinancialAccounts = pgTable('md_financial_accounts', coded(), (t) => [
  unique('md_financial_accounts_tenant_code_key').on(t.tenantId, t.code),
  tenantPolicy('md_financial_accounts'),
]);

/** Two levels: a first-level category (parent_id null) with second-level children. */
export const mdCategories = pgTable(
  'md_categories',
  { ...coded(), parentId: uuid('parent_id'), sort: integer('sort').notNull().default(0) },
  (t) => [
    unique('md_categories_tenant_code_key').on(t.tenantId, t.code),
    index('md_categories_parent_idx').on(t.tenantId, t.parentId),
    tenantPolicy('md_categories'),
  ],
);

/** The financial (accounting) accounts a second-level category books to. */
export const mdCategoryAccounts = pgTable(
  'md_category_accounts',
  {
    tenantId: uuid('tenant_id').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => mdCategories.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => mdFinancialAccounts.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.categoryId, t.accountId] }),
    tenantPolicy('md_category_accounts'),
  ],
);

/** The buyer's own invoice headers (what suppliers print on invoices). `code` is the tax number. */
export const mdInvoiceTitles = pgTable(
  'md_invoice_titles',
  {
    ...coded(),
    bankName: text('bank_name').notNull(),
    bankAccount: text('bank_account').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    /** The title invoice requests start on (issue #15 /assetsManagement/invoiceTitle): one per tenant, enabled. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    unique('md_invoice_titles_tenant_code_key').on(t.tenantId, t.code),
    // At most one default per tenant: a second concurrent "set default" fails instead of leaving two.
    uniqueIndex('md_invoice_titles_one_default_idx')
      .on(t.tenantId)
      .where(sql`${t.isDefault}`),
    check('md_invoice_titles_default_enabled_check', sql`not (${t.isDefault} and ${t.disabled})`),
    tenantPolicy('md_invoice_titles'),
  ],
);

export type ContractItem = { item_code: string; item_name: string };

export const mdContractTypes = pgTable(
  'md_contract_types',
  { ...coded(), items: jsonb('items').$type<ContractItem[]>().notNull().default([]) },
  (t) => [
    unique('md_contract_types_tenant_code_key').on(t.tenantId, t.code),
    tenantPolicy('md_contract_types'),
  ],
);

/** Currencies a tenant uses; the base currency (CNY) has rate 1 and cannot be disabled. */
export const mdCurrencies = pgTable(
  'md_currencies',
  { ...coded(), symbol: text('symbol').notNull(), isBase: boolean('is_base').notNull().default(false) },
  (t) => [unique('md_currencies_tenant_code_key').on(t.tenantId, t.code), tenantPolicy('md_currencies')],
);

/** Exchange-rate history: append-only (one rate per currency and date); the latest date is current. */
export const mdExchangeRates = pgTable(
  'md_exchange_rates',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    currencyCode: text('currency_code').notNull(),
    // CNY per one unit of the currency.
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    effectiveDate: date('effective_date').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('md_exchange_rates_tenant_currency_date_key').on(t.tenantId, t.currencyCode, t.effectiveDate),
    check('md_exchange_rates_rate_positive', sql`${t.rate} > 0`),
    tenantPolicy('md_exchange_rates'),
  ],
);

/** The buyer's view of a supplier company (the global `vendors` row + `tenant_vendors` relation). */
export const mdVendorProfiles = pgTable(
  'md_vendor_profiles',
  {
    tenantId: uuid('tenant_id').notNull(),
    vendorId: uuid('vendor_id').notNull(),
    name: text('name').notNull(),
    socialCreditCode: text('social_credit_code').notNull(),
    status: smallint('status').notNull(),
    contactName: text('contact_name'),
    contactMobile: text('contact_mobile'),
    contactEmail: text('contact_email'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.vendorId] }),
    unique('md_vendor_profiles_tenant_code_key').on(t.tenantId, t.socialCreditCode),
    tenantPolicy('md_vendor_profiles'),
    vendorScopedPolicy('md_vendor_profiles'),
  ],
);

/** One row per tenant: the procurement parameters (defaults apply while the row is absent). */
export const mdProcurementSettings = pgTable(
  'md_procurement_settings',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    purchaseRemarkLimit: integer('purchase_remark_limit').notNull().default(100),
    defaultCurrency: text('default_currency').notNull().default('CNY'),
    overBudgetSubmitAllowed: boolean('over_budget_submit_allowed').notNull().default(false),
    prCodePrefix: text('pr_code_prefix').notNull().default('PR'),
    unitPriceDecimals: smallint('unit_price_decimals').notNull().default(2),
    pricePrecision: smallint('price_precision').notNull().default(2),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('md_procurement_settings_remark_check', sql`${t.purchaseRemarkLimit} in (100, 1000)`),
    check('md_procurement_settings_decimals_check', sql`${t.unitPriceDecimals} between 0 and 6`),
    check('md_procurement_settings_precision_check', sql`${t.pricePrecision} between 0 and 6`),
    tenantPolicy('md_procurement_settings'),
  ],
);
