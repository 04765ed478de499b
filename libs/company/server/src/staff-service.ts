import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { identitySchema } from '@procure/identity-server';
import { revokeUserSessions } from '@procure/server-auth';
import { lockKey, isUniqueViolation, newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { adminRoleId, lockTenantStaff, unknownRoleIndex } from './roles-service.ts';
import { findDepartment, findPositionLevel } from './org-service.ts';
import { positionLevels, staffProfiles } from './schema.ts';
import type { Staff, StaffInput, StaffQuery } from './wire.ts';

const { users, tenantMembers, memberRoles, roles, departments } = identitySchema;

const localName = (locale: Locale, zh: string | null, en: string | null) =>
  (locale === 'en-US' ? en : zh) ?? null;

/** The tenant's staff: its buyer-site members plus the employees it disabled (they keep a profile). */
const staffIds = (tenantId: string) => sql`(
  select ${tenantMembers.userId} from ${tenantMembers} where ${tenantMembers.tenantId} = ${tenantId}
  union select ${staffProfiles.userId} from ${staffProfiles} where ${staffProfiles.tenantId} = ${tenantId}
)`;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listStaff(
  tx: Db,
  tenantId: string,
  query: Pick<StaffQuery, 'page' | 'pageSize'> & Partial<StaffQuery>,
  locale: Locale,
  onlyUserId?: string,
) {
  const keyword = query.keyword?.trim();
  const where = and(
    sql`${users.id} in ${staffIds(tenantId)}`,
    eq(users.site, 'buyer'),
    onlyUserId ? eq(users.id, onlyUserId) : undefined,
    keyword
      ? or(
          sql`${users.username} ilike ${likePattern(keyword)}`,
          sql`${users.empName} ilike ${likePattern(keyword)}`,
          sql`${users.mobile} ilike ${likePattern(keyword)}`,
        )
      : undefined,
    query.departmentId ? eq(staffProfiles.departmentId, query.departmentId) : undefined,
    query.status === 'disabled' ? isNull(tenantMembers.userId) : undefined,
    query.status === 'enabled' ? sql`${tenantMembers.userId} is not null` : undefined,
  );
  const base = tx
    .select({
      userId: users.id,
      username: users.username,
      empName: users.empName,
      mobile: users.mobile,
      email: users.email,
      departmentId: staffProfiles.departmentId,
      departmentZh: departments.nameZh,
      departmentEn: departments.nameEn,
      positionLevelId: staffProfiles.positionLevelId,
      levelZh: positionLevels.nameZh,
      levelEn: positionLevels.nameEn,
      member: tenantMembers.userId,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(users)
    .leftJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .leftJoin(staffProfiles, and(eq(staffProfiles.userId, users.id), eq(staffProfiles.tenantId, tenantId)))
    .leftJoin(
      departments,
      and(eq(departments.id, staffProfiles.departmentId), eq(departments.tenantId, tenantId)),
    )
    .leftJoin(
      positionLevels,
      and(eq(positionLevels.id, staffProfiles.positionLevelId), eq(positionLevels.tenantId, tenantId)),
    )
    .where(where)
    .orderBy(asc(users.username))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await base;
  const ids = rows.map((r) => r.userId);
  const roleRows =
    ids.length === 0
      ? []
      : await tx
          .select({
            userId: memberRoles.userId,
            id: roles.id,
            code: roles.code,
            nameZh: roles.nameZh,
            nameEn: roles.nameEn,
          })
          .from(memberRoles)
          .innerJoin(roles, and(eq(roles.id, memberRoles.roleId), eq(roles.tenantId, memberRoles.tenantId)))
          .where(
            and(
              eq(memberRoles.tenantId, tenantId),
              inArray(memberRoles.userId, ids),
              eq(roles.site, 'buyer'),
            ),
          )
          .orderBy(asc(roles.code));
  const staff: Staff[] = rows.map((r) => ({
    userId: r.userId,
    username: r.username,
    empName: r.empName,
    mobile: r.mobile,
    email: r.email,
    departmentId: r.departmentId,
    departmentName: localName(locale, r.departmentZh, r.departmentEn),
    positionLevelId: r.positionLevelId,
    positionLevelName: localName(locale, r.levelZh, r.levelEn),
    roles: roleRows
      .filter((x) => x.userId === r.userId)
      .map((x) => ({ id: x.id, code: x.code, name: locale === 'en-US' ? x.nameEn : x.nameZh })),
    disabled: r.member === null,
  }));
  return { rows: staff, total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

async function staffState(tx: Db, tenantId: string, userId: string) {
  const rows = await tx
    .select({ userId: users.id, member: tenantMembers.userId, profile: staffProfiles.userId })
    .from(users)
    .leftJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .leftJoin(staffProfiles, and(eq(staffProfiles.userId, users.id), eq(staffProfiles.tenantId, tenantId)))
    .where(and(eq(users.id, userId), eq(users.site, 'buyer')));
  const row = rows[0];
  if (!row || (row.member === null && row.profile === null)) return undefined;
  return { enabled: row.member !== null };
}

/** Enabled members holding the administrator role, other than `exceptUserId`. */
async function otherEnabledAdmins(tx: Db, tenantId: string, adminId: string, exceptUserId: string) {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberRoles)
    .innerJoin(
      tenantMembers,
      and(eq(tenantMembers.userId, memberRoles.userId), eq(tenantMembers.tenantId, memberRoles.tenantId)),
    )
    .where(
      and(
        eq(memberRoles.tenantId, tenantId),
        eq(memberRoles.roleId, adminId),
        sql`${memberRoles.userId} <> ${exceptUserId}`,
      ),
    );
  return rows[0]?.n ?? 0;
}

async function holdsRole(tx: Db, tenantId: string, userId: string, roleId: string) {
  const rows = await tx
    .select({ userId: memberRoles.userId })
    .from(memberRoles)
    .where(
      and(eq(memberRoles.tenantId, tenantId), eq(memberRoles.userId, userId), eq(memberRoles.roleId, roleId)),
    );
  return rows.length > 0;
}

async function mobileTaken(tx: Db, mobile: string, exceptUserId?: string) {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), exceptUserId ? sql`${users.id} <> ${exceptUserId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

async function checkReferences(tx: Db, tenantId: string, input: StaffInput) {
  if (input.departmentId && !(await findDepartment(tx, tenantId, input.departmentId)))
    throw fieldError('departmentId', 'validation.oneOf');
  if (input.positionLevelId && !(await findPositionLevel(tx, tenantId, input.positionLevelId)))
    throw fieldError('positionLevelId', 'validation.oneOf');
  const unknown = await unknownRoleIndex(tx, tenantId, input.roleIds);
  if (unknown >= 0) throw fieldError(`roleIds.${unknown}`, 'validation.oneOf');
}

async function replaceRoles(tx: Db, tenantId: string, userId: string, roleIds: readonly string[]) {
  // Only the buyer-site roles are managed here; other memberships of the user stay as they are.
  const buyerRoles = tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.site, 'buyer')));
  await tx
    .delete(memberRoles)
    .where(
      and(
        eq(memberRoles.tenantId, tenantId),
        eq(memberRoles.userId, userId),
        inArray(memberRoles.roleId, buyerRoles),
      ),
    );
  const unique = [...new Set(roleIds)];
  if (unique.length > 0)
    await tx.insert(memberRoles).values(unique.map((roleId) => ({ tenantId, userId, roleId })));
}

async function upsertProfile(
  tx: Db,
  tenantId: string,
  userId: string,
  input: StaffInput,
  disabled?: boolean,
) {
  const values = {
    departmentId: input.departmentId ?? null,
    positionLevelId: input.positionLevelId ?? null,
    ...(disabled === undefined ? {} : { disabled }),
  };
  await tx
    .insert(staffProfiles)
    .values({ tenantId, userId, ...values })
    .onConflictDoUpdate({
      target: [staffProfiles.tenantId, staffProfiles.userId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Creates an employee (a new global user, member of this tenant only) or edits one of the tenant's.
 * A username or mobile of ANY account answers 409 without saying which tenant has it.
 */
export async function saveStaff(
  tx: Db,
  tenantId: string,
  input: StaffInput,
  passwordHash: string | undefined,
): Promise<string> {
  await lockTenantStaff(tx, tenantId);
  await lockKey(tx, `users:mobile:${input.mobile}`);
  await checkReferences(tx, tenantId, input);
  const adminId = await adminRoleId(tx, tenantId);

  if (input.mode === 'create') {
    if (!passwordHash) throw new Error('a new employee needs a password hash');
    await lockKey(tx, `users:username:${input.username.toLowerCase()}`);
    const taken = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${input.username})`);
    if (taken.length > 0) throw new AppError(409, ERROR_CODES.staffUsernameTaken);
    if (await mobileTaken(tx, input.mobile)) throw new AppError(409, ERROR_CODES.staffMobileTaken);
    const userId = newId();
    try {
      await tx.insert(users).values({
        id: userId,
        username: input.username,
        passwordHash,
        empName: input.empName,
        mobile: input.mobile,
        email: input.email ?? null,
        site: 'buyer',
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, ERROR_CODES.staffUsernameTaken);
      throw err;
    }
    await tx.insert(tenantMembers).values({ tenantId, userId });
    await upsertProfile(tx, tenantId, userId, input, false);
    await replaceRoles(tx, tenantId, userId, input.roleIds);
    return userId;
  }

  const state = await staffState(tx, tenantId, input.userId);
  if (!state) throw new AppError(404, ERROR_CODES.commonNotFound);
  if (await mobileTaken(tx, input.mobile, input.userId))
    throw new AppError(409, ERROR_CODES.staffMobileTaken);
  if (
    adminId &&
    state.enabled &&
    !input.roleIds.includes(adminId) &&
    (await holdsRole(tx, tenantId, input.userId, adminId)) &&
    (await otherEnabledAdmins(tx, tenantId, adminId, input.userId)) === 0
  )
    throw new AppError(422, ERROR_CODES.staffLastAdmin);
  await tx
    .update(users)
    .set({ empName: input.empName, mobile: input.mobile, email: input.email ?? null, updatedAt: new Date() })
    .where(eq(users.id, input.userId));
  await upsertProfile(tx, tenantId, input.userId, input);
  await replaceRoles(tx, tenantId, input.userId, input.roleIds);
  return input.userId;
}

/**
 * Disables (the tenant membership goes, so login and every request of that user in this tenant stop,
 * and the sessions logged into this tenant are revoked) or enables an employee again.
 */
export async function setStaffDisabled(
  tx: Db,
  tenantId: string,
  actorId: string,
  userId: string,
  disabled: boolean,
): Promise<void> {
  await lockTenantStaff(tx, tenantId);
  const state = await staffState(tx, tenantId, userId);
  if (!state) throw new AppError(404, ERROR_CODES.commonNotFound);
  if (!disabled) {
    await tx.insert(tenantMembers).values({ tenantId, userId }).onConflictDoNothing();
    await tx
      .insert(staffProfiles)
      .values({ tenantId, userId, disabled: false })
      .onConflictDoUpdate({
        target: [staffProfiles.tenantId, staffProfiles.userId],
        set: { disabled: false, updatedAt: sql`now()` },
      });
    return;
  }
  if (userId === actorId) throw new AppError(422, ERROR_CODES.staffSelf);
  const adminId = await adminRoleId(tx, tenantId);
  if (
    adminId &&
    state.enabled &&
    (await holdsRole(tx, tenantId, userId, adminId)) &&
    (await otherEnabledAdmins(tx, tenantId, adminId, userId)) === 0
  )
    throw new AppError(422, ERROR_CODES.staffLastAdmin);
  await tx
    .insert(staffProfiles)
    .values({ tenantId, userId, disabled: true })
    .onConflictDoUpdate({
      target: [staffProfiles.tenantId, staffProfiles.userId],
      set: { disabled: true, updatedAt: sql`now()` },
    });
  await tx
    .delete(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  await revokeUserSessions(tx, userId, { loginTenantId: tenantId });
}

export async function findStaff(tx: Db, tenantId: string, userId: string, locale: Locale): Promise<Staff> {
  const page = await listStaff(tx, tenantId, { page: 1, pageSize: 1 }, locale, userId);
  const row = page.rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
  return row;
}
