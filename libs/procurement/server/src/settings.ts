import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';
import {
  todayInChina,
  type PurchaseApplyOptions,
  type PurchaseRemarkLimit,
} from '@procure/shared-validation';

/** TEMPORARY (until the masterdata tables are migrated): whether a table exists yet. */
export async function tableExists(tx: Db, table: string): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    tx,
    sql`select to_regclass(${`public.${table}`}) is not null as ok`,
  );
  return rows[0]?.ok === true;
}

/** The tenant's procurement settings the purchase request rules depend on. */
export type PurchaseSettings = PurchaseApplyOptions & { defaultCurrency: string; codePrefix: string };

const DEFAULTS = {
  unitPriceDecimals: 2,
  remarkMax: 1000 as PurchaseRemarkLimit,
  defaultCurrency: 'CNY',
  codePrefix: 'PR',
};

/**
 * Reads the masterdata procurement setting row (defaults while the tenant has none). The decimals
 * are the unit-price decimals of spec §3 "customDecimal"; the remark limit is 100 or 1000.
 */
export async function purchaseSettings(tx: Db, tenantId: string): Promise<PurchaseSettings> {
  const rows = !(await tableExists(tx, 'md_procurement_settings'))
    ? []
    : await queryRows<{
        unit_price_decimals: number;
        purchase_remark_limit: number;
        default_currency: string;
        pr_code_prefix: string;
      }>(
        tx,
        sql`select unit_price_decimals, purchase_remark_limit, default_currency, pr_code_prefix
        from md_procurement_settings where tenant_id = ${tenantId}`,
      );
  const row = rows[0];
  return {
    unitPriceDecimals: row?.unit_price_decimals ?? DEFAULTS.unitPriceDecimals,
    remarkMax: row ? (row.purchase_remark_limit === 100 ? 100 : 1000) : DEFAULTS.remarkMax,
    defaultCurrency: row?.default_currency ?? DEFAULTS.defaultCurrency,
    codePrefix: row?.pr_code_prefix ?? DEFAULTS.codePrefix,
    today: todayInChina(),
  };
}
