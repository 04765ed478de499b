import { and, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { fieldError } from '@procure/server-http';
import { mdCurrencies, mdProcurementSettings } from '../schema.ts';
import type { ProcurementSetting, ProcurementSettingInput } from '../wire.ts';

export const DEFAULT_PROCUREMENT_SETTING: ProcurementSetting = {
  purchaseRemarkLimit: 100,
  defaultCurrency: 'CNY',
  overBudgetSubmitAllowed: false,
  prCodePrefix: 'PR',
  unitPriceDecimals: 2,
  pricePrecision: 2,
};

/** The tenant's procurement parameters (the defaults while it has never saved them). */
export async function getProcurementSetting(tx: Db, tenantId: string): Promise<ProcurementSetting> {
  const [row] = await tx
    .select()
    .from(mdProcurementSettings)
    .where(eq(mdProcurementSettings.tenantId, tenantId));
  if (!row) return { ...DEFAULT_PROCUREMENT_SETTING };
  return {
    purchaseRemarkLimit: row.purchaseRemarkLimit,
    defaultCurrency: row.defaultCurrency,
    overBudgetSubmitAllowed: row.overBudgetSubmitAllowed,
    prCodePrefix: row.prCodePrefix,
    unitPriceDecimals: row.unitPriceDecimals,
    pricePrecision: row.pricePrecision,
  };
}

/** `{ customDecimal: { inputUnitPriceLimit } }`: the unit-price decimals forms and servers accept. */
export async function getDecimalConfig(tx: Db, tenantId: string) {
  const setting = await getProcurementSetting(tx, tenantId);
  return { customDecimal: { inputUnitPriceLimit: setting.unitPriceDecimals } };
}

export async function saveProcurementSetting(
  tx: Db,
  tenantId: string,
  input: ProcurementSettingInput,
): Promise<ProcurementSetting> {
  const [currency] = await tx
    .select({ id: mdCurrencies.id })
    .from(mdCurrencies)
    .where(
      and(
        eq(mdCurrencies.tenantId, tenantId),
        eq(mdCurrencies.code, input.defaultCurrency),
        eq(mdCurrencies.disabled, false),
      ),
    );
  if (!currency) throw fieldError('defaultCurrency', 'validation.oneOf');
  const values = { ...input, updatedAt: new Date() };
  await tx
    .insert(mdProcurementSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: mdProcurementSettings.tenantId, set: values });
  return getProcurementSetting(tx, tenantId);
}
