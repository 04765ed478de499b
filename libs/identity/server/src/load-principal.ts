import type { Db } from '@procure/server-db';
import type { Principal, SessionRow } from '@procure/server-auth';
import { OPS_PERMISSIONS } from './permissions.ts';
import { isVendorServing } from './supplier-scope.ts';
import { findUserById, isTenantMember, listUserPermissions } from './user-queries.ts';

/** The auth hook's view of the user behind a session: current permissions, or null when locked out. */
export async function loadPrincipal(tx: Db, session: SessionRow): Promise<Principal | null> {
  const user = await findUserById(tx, session.userId);
  if (!user || user.disabled) return null;
  if (session.site === 'ops') return { permissions: OPS_PERMISSIONS };
  if (!session.loginTenantId) return null;
  const scope = { tenantId: session.loginTenantId, userId: session.userId };
  if (!(await isTenantMember(tx, scope))) return null;
  // A supplier keeps access to a tenant only while its company serves it.
  if (session.site === 'supplier') {
    if (!session.vendorId || !(await isVendorServing(tx, session.loginTenantId, session.vendorId)))
      return null;
  }
  return { permissions: await listUserPermissions(tx, scope, session.site) };
}
