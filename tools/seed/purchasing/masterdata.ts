import type { Db } from '@procure/server-db';

// Demo data of the masterdata domain (issue #6): its menu entries (global; menu ids from its own range of
// menuId, see ./README.md) and its rows in each demo tenant. Idempotent: onConflictDoNothing.

/** Menu entries of the pages this domain adds (rows of identitySchema.menuItems). */
export const masterdataMenus: {
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
}[] = [];

/** Rows of this domain in one demo tenant (runs as the app role inside that tenant's scope). */
export async function seedMasterdata(_tx: Db, _tenantId: string): Promise<void> {}
