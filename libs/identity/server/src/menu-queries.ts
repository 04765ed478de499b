import { asc, eq } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import type { Site } from '@procure/shared-codes';
import { menuItems } from './schema.ts';

export type MenuRow = typeof menuItems.$inferSelect;

export async function listSiteMenus(tx: Db, site: Site): Promise<MenuRow[]> {
  return tx
    .select()
    .from(menuItems)
    .where(eq(menuItems.site, site))
    .orderBy(asc(menuItems.sort), asc(menuItems.code));
}
