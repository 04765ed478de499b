import type { Db } from '@procure/server-db';
import { getProcurementSetting } from '@procure/masterdata-server';
import { todayInChina, type PurchaseApplyOptions } from '@procure/shared-validation';

/** The tenant's procurement settings the purchase request rules depend on. */
export type PurchaseSettings = PurchaseApplyOptions & { defaultCurrency: string; codePrefix: string };

/**
 * The masterdata procurement setting of the tenant (its defaults while none is saved): unit-price
 * decimals (spec §3 customDecimal), the purchase remark limit (100 or 1000), currency and PR prefix.
 */
export async function purchaseSettings(tx: Db, tenantId: string): Promise<PurchaseSettings> {
  const setting = await getProcurementSetting(tx, tenantId);
  return {
    unitPriceDecimals: setting.unitPriceDecimals,
    remarkMax: setting.purchaseRemarkLimit === 1000 ? 1000 : 100,
    defaultCurrency: setting.defaultCurrency,
    codePrefix: setting.prCodePrefix,
    today: todayInChina(),
  };
}
