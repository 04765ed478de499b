import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@procure/server-db';

export type ActiveStaff = { id: string; empName: string; mobile: string | null; departmentId: string | null };

/**
 * The tenant's active buyer staff for pickers (receiver, contract creator): members of the tenant, not
 * disabled as users nor as staff, with their department; by name. One statement, in the caller's
 * tenant transaction.
 */
export async function activeStaff(tx: Db, tenantId: string): Promise<ActiveStaff[]> {
  return queryRows<ActiveStaff>(
    tx,
    sql`select u.id::text as id, u.emp_name as "empName", u.mobile, sp.department_id::text as "departmentId"
        from tenant_members m
        join users u on u.id = m.user_id
        left join staff_profiles sp on sp.tenant_id = m.tenant_id and sp.user_id = m.user_id
        where m.tenant_id = ${tenantId} and u.site = 'buyer' and not u.disabled
          and coalesce(sp.disabled, false) = false
        order by u.emp_name, u.id`,
  );
}
