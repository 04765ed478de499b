import type { Db } from '@procure/server-db';
import { PERMISSIONS } from '@procure/shared-codes';
import { menuId } from '../demo-ids.ts';

// Demo data of the order domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const orderMenus: {
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
    id: menuId(800),
    site: 'buyer',
    code: 'procurementOrderList',
    parentCode: 'procurement',
    nameZh: '采购订单',
    nameEn: 'Purchase orders',
    path: '/procurement/orderList',
    icon: 'order',
    sort: 30,
    permissionKey: PERMISSIONS.procurementOrder,
  },
  // Supplier portal (issue #13).
  {
    id: menuId(801),
    site: 'supplier',
    code: 'vendorOrderList',
    parentCode: null,
    nameZh: '订单管理',
    nameEn: 'Orders',
    path: '/order/list',
    icon: 'order',
    sort: 20,
    permissionKey: PERMISSIONS.vendorOrder,
  },
];

/**
 * Rows of this domain in one demo tenant. None: an order exists only as the result of an approved
 * request (createOrdersFromRequest), and the demo seeds no approved request, so a seeded order would
 * point at a source that does not exist.
 */
export async function seedOrder(_tx: Db, _tenantId: string): Promise<void> {}
