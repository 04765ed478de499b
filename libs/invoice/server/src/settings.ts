import { eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { money, type InvoiceCheckSetting } from '@procure/shared-validation';
import { invoiceSettings } from './schema.ts';
import type { Tolerances } from './types.ts';

// The /financialSet check setting (issue #15): the tenant's price and quantity tolerances of the
// three-way match, in percent. No row = 0 / 0 (the strictest match).

const trim = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export async function tolerancesOf(tx: Db, tenantId: string): Promise<Tolerances> {
  const rows = await tx
    .select({ priceTolerance: invoiceSettings.priceTolerance, qtyTolerance: invoiceSettings.qtyTolerance })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  const row = rows[0];
  return row
    ? { priceTolerance: trim(row.priceTolerance), qtyTolerance: trim(row.qtyTolerance) }
    : { priceTolerance: '0', qtyTolerance: '0' };
}

export async function saveTolerances(
  tx: Db,
  tenantId: string,
  userId: string,
  input: InvoiceCheckSetting,
): Promise<Tolerances> {
  const values = {
    priceTolerance: money.normalize(input.priceTolerance),
    qtyTolerance: money.normalize(input.qtyTolerance),
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(invoiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: invoiceSettings.tenantId, set: { ...values, updatedAt: sql`now()` } });
  return tolerancesOf(tx, tenantId);
}
