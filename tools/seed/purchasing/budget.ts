import { PERMISSIONS } from '@procure/shared-codes';
import { budgetSchema } from '@procure/budget-server';
import type { Db } from '@procure/server-db';
import { DEMO_IDS, demoId, menuId } from '../demo-ids.ts';

// Demo data of the budget domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const budgetMenus: {
  id: string;
  site: 'buyer' | 'supplier';
  code: string;
  parentCode: string | null;
  nameZh: string;
  nameEn: string;
  path: string;
  icon: string;
  sort: number;
  permissionKey: string;
}[] = [
  {
    id: menuId(600),
    site: 'buyer',
    code: 'settingBudget',
    parentCode: 'setting',
    nameZh: '预算管理',
    nameEn: 'Budgets',
    path: '/setting/budget',
    icon: 'payment',
    sort: 42,
    permissionKey: PERMISSIONS.settingBudget,
  },
];

const C = DEMO_IDS.costCentres;

/**
 * The demo budgets for the current year (computed at seed time, so the demo never runs out of
 * budget on New Year's Day): [objectId, budgetId, cost centre, name, amount]. The production cost
 * centre's 5,000.00 is small on purpose: the browser journey can go over budget with it.
 */
export const DEMO_BUDGETS = {
  [DEMO_IDS.tenants.huaxia]: [
    [demoId(600001), demoId(600101), C.huaxiaProcurement, '采购部年度预算', '200000.00'],
    [demoId(600002), demoId(600102), C.huaxiaFinance, '财务部年度预算', '80000.00'],
    [demoId(600003), demoId(600103), C.huaxiaProduction, '生产部年度预算', '5000.00'],
  ],
  [DEMO_IDS.tenants.dongfang]: [
    [demoId(600011), demoId(600111), C.dongfangProcurement, '采购部年度预算', '150000.00'],
  ],
} as const;

/** Rows of this domain in one demo tenant (runs as the app role inside that tenant's scope). */
export async function seedBudget(tx: Db, tenantId: string): Promise<void> {
  const rows = DEMO_BUDGETS[tenantId as keyof typeof DEMO_BUDGETS] ?? [];
  const period = String(new Date().getFullYear());
  for (const [objectId, budgetId, costCentreId, name, amount] of rows) {
    await tx
      .insert(budgetSchema.budgetObjects)
      .values({ id: objectId, tenantId, costCentreId, projectCode: null, name })
      .onConflictDoNothing();
    await tx
      .insert(budgetSchema.budgets)
      .values({ id: budgetId, tenantId, objectId, period, amount })
      .onConflictDoNothing();
  }
}
