import { sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import { DEMO_IDS, demoId } from '../demo-ids.ts';

// Demo of change tax rate (issue #15, `/personnel/changeTaxRate`): Suzhou Hengsteel became a general VAT
// taxpayer, so the steel plate of PO202611020011 went from 9 % to 13 % (the rate the line has now) three
// days ago. The journey changes PO202611020013 and changes it back.

const ORDER = demoId(802_011);
const LINE = demoId(810_110);

export async function seedOrderTaxRates(tx: Db, tenantId: string): Promise<void> {
  if (tenantId !== DEMO_IDS.tenants.huaxia) return;
  await tx.execute(sql`
    insert into purchase_order_tax_rate_changes (id, tenant_id, vendor_id, order_id, order_line_id, from_rate,
      to_rate, reason, changed_by, changed_at)
    select ${demoId(810_901)}, ${tenantId}, o.vendor_id, o.id, ${LINE}, 9, 13, '供应商由小规模纳税人转为一般纳税人',
      ${DEMO_IDS.users.purchaser}, now() - interval '3 days'
    from purchase_orders o where o.id = ${ORDER}
    on conflict do nothing`);
}
