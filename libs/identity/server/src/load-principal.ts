import type { Principal, SessionFacts, SessionRow } from '@procure/server-auth';
import { OPS_PERMISSIONS } from './permissions.ts';

/**
 * The auth hook's view of the user behind a session: current permissions, or null when locked out.
 * The facts come from one statement per request (`resolveSession` → `auth_resolve_session`, which reads
 * users, tenant_members, tenant_vendors and the roles under the session tenant's row-level security);
 * the rules stay here.
 */
export function principalOf(session: SessionRow, facts: SessionFacts): Principal | null {
  if (facts.userDisabled) return null;
  if (session.site === 'ops') return { permissions: OPS_PERMISSIONS };
  if (!session.loginTenantId || !facts.isMember) return null;
  // A supplier keeps access to a tenant only while its company serves it.
  if (session.site === 'supplier' && (!session.vendorId || !facts.vendorServing)) return null;
  return { permissions: facts.permissions };
}
