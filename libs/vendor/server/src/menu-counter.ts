import { and, count, eq } from 'drizzle-orm';
import { CODES, PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { registerMenuCounter } from '@procure/identity-server';
import { vendorApplications, vendorChangeApplications } from './schema.ts';

/** The buyer's menu of supplier applications (tools/seed/purchasing/vendor.ts). */
export const VENDOR_APPLICATION_MENU = 'vendorApplication';

/**
 * Wait-approve count of the supplier applications menu (issue #16 §2): new-supplier applications and
 * change applications of the tenant that are under approval. The menu shows it only to buyers who see
 * the item (permission `supplier`).
 */
export async function waitingSupplierApplications(tx: Db, tenantId: string): Promise<number> {
  const approving = CODES.application.approving.code;
  const [applications] = await tx
    .select({ n: count() })
    .from(vendorApplications)
    .where(and(eq(vendorApplications.tenantId, tenantId), eq(vendorApplications.status, approving)));
  const [changes] = await tx
    .select({ n: count() })
    .from(vendorChangeApplications)
    .where(
      and(eq(vendorChangeApplications.tenantId, tenantId), eq(vendorChangeApplications.status, approving)),
    );
  return (applications?.n ?? 0) + (changes?.n ?? 0);
}

let registered = false;
/** Once per process: the menu counters are a module-level registry of identity. */
export function registerVendorMenuCounter(): void {
  if (registered) return;
  registered = true;
  registerMenuCounter(VENDOR_APPLICATION_MENU, (tx, ctx) =>
    ctx.tenantId && ctx.site === 'buyer' && ctx.permissions.has(PERMISSIONS.supplier)
      ? waitingSupplierApplications(tx, ctx.tenantId)
      : Promise.resolve(0),
  );
}
