import { eq, sql } from 'drizzle-orm';
import type { Db } from '@procure/server-db';
import {
  DEFAULT_MENU_VERSION,
  DEFAULT_VD_SITE_VERSION,
  MENU_VERSIONS,
  VD_SITE_VERSIONS,
  type MenuVersion,
  type VdSiteVersion,
} from '@procure/shared-codes';
import { userPreferences } from './tenancy/schema.ts';

type Preferences = { menuVersion: MenuVersion; vdSiteVersion: VdSiteVersion };

const isMenuVersion = (v: string | null | undefined): v is MenuVersion =>
  (MENU_VERSIONS as readonly (string | null | undefined)[]).includes(v);
const isVdSiteVersion = (v: string | null | undefined): v is VdSiteVersion =>
  (VD_SITE_VERSIONS as readonly (string | null | undefined)[]).includes(v);

/** The user's layout choices; defaults where nothing (or a retired value) is stored. */
export async function readPreferences(tx: Db, userId: string): Promise<Preferences> {
  const rows = await tx.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  const row = rows[0];
  return {
    menuVersion: isMenuVersion(row?.menuVersion) ? row.menuVersion : DEFAULT_MENU_VERSION,
    vdSiteVersion: isVdSiteVersion(row?.vdSiteVersion) ? row.vdSiteVersion : DEFAULT_VD_SITE_VERSION,
  };
}

/** Upserts one choice, leaving the other as it was. */
export async function savePreference(
  tx: Db,
  userId: string,
  change: { menuVersion: MenuVersion } | { vdSiteVersion: VdSiteVersion },
): Promise<void> {
  await tx
    .insert(userPreferences)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...change, updatedAt: sql`now()` } });
}
