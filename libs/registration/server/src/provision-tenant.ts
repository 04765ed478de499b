import { applyScope, newId, type Db } from '@procure/server-db';
import { identitySchema as id } from '@procure/identity-server';
import { DEFAULT_BUYER_ROLES } from '@procure/shared-codes';
import type { RegistrationRow } from './queries.ts';

const ADMIN_ROLE = 'admin';

/**
 * Creates the tenant of an approved registration inside the caller's transaction: the tenant, its
 * admin user (buyer site, the password hash the registrant chose), the membership, the default roles
 * with their permissions, and the first legal entity. Menus are global per site and filtered by the
 * permissions, so none are created. Returns the new tenant's id.
 */
export async function provisionTenant(tx: Db, registration: RegistrationRow): Promise<string> {
  const tenantId = newId();
  const userId = newId();
  await tx.insert(id.tenants).values({
    id: tenantId,
    code: `t-${registration.socialCreditCode.toLowerCase()}`,
    nameZh: registration.enterpriseName,
    nameEn: registration.enterpriseName,
    shortNameZh: registration.shortName,
    shortNameEn: registration.shortName,
    socialCreditCode: registration.socialCreditCode,
  });
  await tx.insert(id.users).values({
    id: userId,
    username: registration.username,
    passwordHash: registration.passwordHash,
    empName: registration.contactName,
    mobile: registration.mobile,
    email: registration.email,
    language: registration.language,
    site: 'buyer',
  });

  // The rest are tenant rows: row-level security checks them against the new tenant.
  await applyScope(tx, { tenantId, userId });
  await tx.insert(id.tenantMembers).values({ tenantId, userId });
  const roles = DEFAULT_BUYER_ROLES.map((role) => ({ ...role, id: newId() }));
  await tx.insert(id.roles).values(
    roles.map((r) => ({
      id: r.id,
      tenantId,
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      site: 'buyer',
    })),
  );
  const grants = roles.flatMap((r) =>
    r.permissions.map((permissionKey) => ({ tenantId, roleId: r.id, permissionKey })),
  );
  if (grants.length > 0) await tx.insert(id.rolePermissions).values(grants);
  const admin = roles.find((r) => r.code === ADMIN_ROLE);
  if (!admin) throw new Error('DEFAULT_BUYER_ROLES has no admin role');
  await tx.insert(id.memberRoles).values({ tenantId, userId, roleId: admin.id });
  await tx.insert(id.legalEntities).values({
    id: newId(),
    tenantId,
    code: 'LE-001',
    nameZh: registration.enterpriseName,
    nameEn: registration.enterpriseName,
    taxNo: registration.socialCreditCode,
  });
  return tenantId;
}
