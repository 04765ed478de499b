import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { applyScope, isUniqueViolation, lockKey, newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { hashPassword, newToken, sha256 } from '@procure/server-auth';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { ensureVendorProfile } from '@procure/masterdata-server';
import type { VendorInvitationInput, VendorRegistrationInput } from '@procure/shared-validation';
import { vendorInvitationLinks, vendorInvitations } from './schema.ts';
import { DEFAULT_INVITATION_DAYS, invitationSetting } from './invitation-settings.ts';
import type { Invitation, InvitationInfo, InvitationState } from './onboarding-wire.ts';

// Supplier invitations (issue #16 §1): a buyer invites a company by e-mail or SMS with a one-time link; the
// repeat check refuses a company that already serves the tenant and links one that is already on the
// platform; the invited supplier registers a new company account or accepts with its existing one. Only
// the SHA-256 of a link's token is stored (global `vendor_invitation_links`: the public page finds the
// tenant by it); a resend replaces it, acceptance deletes it.

/** Days an invitation link stays valid. */
/** The default validity of an invitation link (a tenant sets its own per channel: invitation-settings.ts). */
export const INVITATION_DAYS = DEFAULT_INVITATION_DAYS;
const DAY_MS = 86_400_000;
const { vendors, users, tenants, tenantMembers, roles, rolePermissions, memberRoles } = identitySchema;
const { tenantVendors } = tenancySchema;

/** The permissions of a supplier user the onboarding creates (the demo's supplier role has the same). */
const SUPPLIER_ROLE_CODE = 'vendorUser';
const SUPPLIER_PERMISSIONS = [
  PERMISSIONS.homepage,
  PERMISSIONS.userSetting,
  PERMISSIONS.userSettingAddress,
  PERMISSIONS.vendorOrder,
];

export function stateOf(row: { status: string; expiresAt: Date }, now: Date): InvitationState {
  if (row.status === 'sent' && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status as InvitationState;
}

type InvitationRow = typeof vendorInvitations.$inferSelect;

function toInvitation(row: InvitationRow, now: Date, vendorName: string | null): Invitation {
  return {
    id: row.id,
    channel: row.channel as Invitation['channel'],
    target: row.target,
    companyName: row.companyName,
    socialCreditCode: row.socialCreditCode,
    contactName: row.contactName,
    vendorId: row.vendorId,
    vendorName,
    state: stateOf(row, now),
    sentCount: row.sentCount,
    lastSentAt: row.lastSentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    declinedAt: row.declinedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function tenantName(tx: Db, tenantId: string, locale: string): Promise<string> {
  const rows = await tx
    .select({ nameZh: tenants.nameZh, nameEn: tenants.nameEn })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const row = rows[0];
  if (!row) return '';
  return locale === 'en-US' ? row.nameEn : row.nameZh;
}

/**
 * The repeat check. Refused (409 vendor.inviteAlreadySupplier): the credit code, the name or the invited
 * address already belongs to a supplier of this tenant. Refused (409 vendor.inviteOpen): an open
 * invitation to the same address. Otherwise: the company already on the platform (same credit code, else
 * same name), whose id the invitation then carries, or null for a new company.
 */
export async function repeatCheck(
  tx: Db,
  tenantId: string,
  input: Pick<VendorInvitationInput, 'channel' | 'target' | 'companyName' | 'socialCreditCode'>,
  now: Date,
  ignoreInvitationId: string | null = null,
): Promise<string | null> {
  const code = input.socialCreditCode ?? null;
  const sameCompany = or(
    code ? eq(vendors.socialCreditCode, code) : undefined,
    eq(vendors.nameZh, input.companyName),
    eq(vendors.nameEn, input.companyName),
  );
  const served = await tx
    .select({ name: vendors.nameZh })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(and(eq(tenantVendors.tenantId, tenantId), sameCompany))
    .limit(1);
  const contact = input.channel === 'email' ? eq(users.email, input.target) : eq(users.mobile, input.target);
  const servedContact =
    served.length > 0
      ? served
      : await tx
          .select({ name: vendors.nameZh })
          .from(users)
          .innerJoin(vendors, eq(vendors.id, users.vendorId))
          .innerJoin(
            tenantVendors,
            and(eq(tenantVendors.vendorId, vendors.id), eq(tenantVendors.tenantId, tenantId)),
          )
          .where(and(eq(users.site, 'supplier'), contact))
          .limit(1);
  const already = servedContact[0];
  if (already) throw new AppError(409, ERROR_CODES.vendorInviteAlreadySupplier, { name: already.name });
  const open = await tx
    .select({ id: vendorInvitations.id })
    .from(vendorInvitations)
    .where(
      and(
        eq(vendorInvitations.tenantId, tenantId),
        eq(vendorInvitations.target, input.target),
        eq(vendorInvitations.status, 'sent'),
        gt(vendorInvitations.expiresAt, now),
        ignoreInvitationId ? sql`${vendorInvitations.id} <> ${ignoreInvitationId}` : undefined,
      ),
    )
    .limit(1);
  if (open.length > 0) throw new AppError(409, ERROR_CODES.vendorInviteOpen);
  const byCode = code
    ? await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.socialCreditCode, code))
    : [];
  if (byCode[0]) return byCode[0].id;
  const byName = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(or(eq(vendors.nameZh, input.companyName), eq(vendors.nameEn, input.companyName)))
    .limit(1);
  return byName[0]?.id ?? null;
}

/** Whom an open invitation addresses (copied onto its link: the supplier portal finds it by them). */
type Addressee = { vendorId: string | null; target: string; socialCreditCode: string | null };

/** A new one-time token for the invitation: replaces the previous link (which stops working). */
async function issueLink(
  tx: Db,
  tenantId: string,
  invitationId: string,
  expiresAt: Date,
  to: Addressee,
): Promise<string> {
  const token = newToken();
  await tx.delete(vendorInvitationLinks).where(eq(vendorInvitationLinks.invitationId, invitationId));
  await tx.insert(vendorInvitationLinks).values({
    tokenHash: sha256(token),
    invitationId,
    ownerTenantId: tenantId,
    expiresAt,
    vendorId: to.vendorId,
    target: to.target,
    socialCreditCode: to.socialCreditCode,
  });
  return token;
}

/** Stores a new invitation (the repeat check again, under a lock on the address) and its link. */
export async function createInvitation(
  tx: Db,
  actor: { tenantId: string; userId: string },
  input: VendorInvitationInput,
  now: Date,
): Promise<{ id: string; token: string }> {
  await lockKey(tx, `vendor-invite:${actor.tenantId}:${input.target}`);
  const vendorId = await repeatCheck(tx, actor.tenantId, input, now);
  const id = newId();
  const { validDays } = await invitationSetting(tx, actor.tenantId, input.channel);
  const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
  await tx.insert(vendorInvitations).values({
    id,
    tenantId: actor.tenantId,
    channel: input.channel,
    target: input.target,
    companyName: input.companyName,
    socialCreditCode: input.socialCreditCode ?? null,
    contactName: input.contactName ?? null,
    vendorId,
    status: 'sent',
    expiresAt,
    lastSentAt: now,
    invitedBy: actor.userId,
    createdAt: now,
  });
  const to = { vendorId, target: input.target, socialCreditCode: input.socialCreditCode ?? null };
  return { id, token: await issueLink(tx, actor.tenantId, id, expiresAt, to) };
}

async function lockInvitation(tx: Db, tenantId: string, id: string): Promise<InvitationRow> {
  const rows = await tx
    .select()
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.tenantId, tenantId), eq(vendorInvitations.id, id)))
    .for('update');
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  return row;
}

/** The invitation to resend (sent or expired; not accepted or cancelled), read for the send guard's target. */
export async function invitationForResend(tx: Db, tenantId: string, id: string): Promise<InvitationRow> {
  const rows = await tx
    .select()
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.tenantId, tenantId), eq(vendorInvitations.id, id)));
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  if (row.status !== 'sent') throw new AppError(409, ERROR_CODES.vendorInvitationNotOpen);
  return row;
}

/** Resend: a new link valid the channel's days again (an expired invitation comes back to life). */
export async function resendInvitation(
  tx: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<{ row: InvitationRow; token: string }> {
  const row = await lockInvitation(tx, tenantId, id);
  if (row.status !== 'sent') throw new AppError(409, ERROR_CODES.vendorInvitationNotOpen);
  const { validDays } = await invitationSetting(tx, tenantId, row.channel === 'sms' ? 'sms' : 'email');
  const expiresAt = new Date(now.getTime() + validDays * DAY_MS);
  const [updated] = await tx
    .update(vendorInvitations)
    .set({ expiresAt, lastSentAt: now, sentCount: row.sentCount + 1 })
    .where(eq(vendorInvitations.id, id))
    .returning();
  const current = updated ?? row;
  return { row: current, token: await issueLink(tx, tenantId, id, expiresAt, current) };
}

export async function cancelInvitation(tx: Db, tenantId: string, id: string): Promise<void> {
  const row = await lockInvitation(tx, tenantId, id);
  if (row.status !== 'sent') throw new AppError(409, ERROR_CODES.vendorInvitationNotOpen);
  await tx.update(vendorInvitations).set({ status: 'cancelled' }).where(eq(vendorInvitations.id, id));
  await tx.delete(vendorInvitationLinks).where(eq(vendorInvitationLinks.invitationId, id));
}

export async function listInvitations(
  tx: Db,
  tenantId: string,
  now: Date,
  state?: InvitationState,
): Promise<Invitation[]> {
  const rows = await tx
    .select({ invitation: vendorInvitations, vendorName: vendors.nameZh })
    .from(vendorInvitations)
    .leftJoin(vendors, eq(vendors.id, vendorInvitations.vendorId))
    .where(eq(vendorInvitations.tenantId, tenantId))
    .orderBy(desc(vendorInvitations.createdAt), desc(vendorInvitations.id))
    .limit(500);
  return rows
    .map((r) => toInvitation(r.invitation, now, r.vendorName))
    .filter((r) => !state || r.state === state);
}

// ---- the invited supplier: the link's page, registration, acceptance with an existing account

type LinkRow = { invitationId: string; tenantId: string };

/** The invitation behind a token (any state); null for an unknown or spent token. Global table, no scope needed. */
export async function linkOf(tx: Db, token: string): Promise<LinkRow | null> {
  const rows = await tx
    .select({
      invitationId: vendorInvitationLinks.invitationId,
      tenantId: vendorInvitationLinks.ownerTenantId,
    })
    .from(vendorInvitationLinks)
    .where(eq(vendorInvitationLinks.tokenHash, sha256(token)));
  return rows[0] ?? null;
}

/** Reads the invitation of a token in its tenant's scope (the caller's transaction switches to it). */
async function openInvitation(
  tx: Db,
  token: string,
  now: Date,
  userId: string | null,
  vendorId: string | null = null,
): Promise<InvitationRow> {
  const link = await linkOf(tx, token);
  if (!link) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  await applyScope(tx, { tenantId: link.tenantId, userId, vendorId });
  const row = await lockInvitation(tx, link.tenantId, link.invitationId);
  if (row.status !== 'sent') throw new AppError(409, ERROR_CODES.vendorInvitationNotOpen);
  if (stateOf(row, now) === 'expired') throw new AppError(409, ERROR_CODES.vendorInvitationExpired);
  return row;
}

export async function invitationInfo(
  tx: Db,
  token: string,
  now: Date,
  locale: string,
): Promise<InvitationInfo> {
  const link = await linkOf(tx, token);
  if (!link) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  await applyScope(tx, { tenantId: link.tenantId, userId: null });
  const rows = await tx.select().from(vendorInvitations).where(eq(vendorInvitations.id, link.invitationId));
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  const existing = row.vendorId
    ? (await tx.select({ name: vendors.nameZh }).from(vendors).where(eq(vendors.id, row.vendorId)))[0]
    : undefined;
  return {
    tenantName: await tenantName(tx, link.tenantId, locale),
    companyName: row.companyName,
    socialCreditCode: row.socialCreditCode,
    contactName: row.contactName,
    channel: row.channel as InvitationInfo['channel'],
    email: row.channel === 'email' ? row.target : null,
    mobile: row.channel === 'sms' ? row.target : null,
    state: stateOf(row, now),
    existingCompanyName: existing?.name ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The tenant's supplier role (created on first use with the supplier portal's permissions). */
async function supplierRoleId(tx: Db, tenantId: string): Promise<string> {
  const found = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.code, SUPPLIER_ROLE_CODE), eq(roles.site, 'supplier')));
  if (found[0]) return found[0].id;
  const id = newId();
  await tx.insert(roles).values({
    id,
    tenantId,
    code: SUPPLIER_ROLE_CODE,
    nameZh: '供应商用户',
    nameEn: 'Supplier user',
    site: 'supplier',
  });
  await tx
    .insert(rolePermissions)
    .values(SUPPLIER_PERMISSIONS.map((permissionKey) => ({ tenantId, roleId: id, permissionKey })));
  return id;
}

/**
 * The company joins the tenant: the relation (active), a potential profile, and each given user a member
 * with the supplier role. Then the invitation is accepted and its link deleted (it works once).
 */
async function joinTenant(
  tx: Db,
  invitation: InvitationRow,
  company: { vendorId: string; name: string; socialCreditCode: string },
  userIds: readonly string[],
  acceptedBy: string,
  now: Date,
): Promise<void> {
  const tenantId = invitation.tenantId;
  const related = await tx
    .select({ id: tenantVendors.id })
    .from(tenantVendors)
    .where(and(eq(tenantVendors.tenantId, tenantId), eq(tenantVendors.vendorId, company.vendorId)));
  if (related.length > 0) {
    throw new AppError(409, ERROR_CODES.vendorInviteAlreadySupplier, { name: company.name });
  }
  await tx.insert(tenantVendors).values({ id: newId(), tenantId, vendorId: company.vendorId });
  await ensureVendorProfile(tx, tenantId, {
    vendorId: company.vendorId,
    name: company.name,
    socialCreditCode: company.socialCreditCode,
    status: CODES.supplierStatus.potential.code,
    contactName: invitation.contactName,
    contactMobile: invitation.channel === 'sms' ? invitation.target : null,
    contactEmail: invitation.channel === 'email' ? invitation.target : null,
  });
  const roleId = await supplierRoleId(tx, tenantId);
  if (userIds.length > 0) {
    await tx
      .insert(tenantMembers)
      .values(userIds.map((userId) => ({ tenantId, userId })))
      .onConflictDoNothing();
    await tx
      .insert(memberRoles)
      .values(userIds.map((userId) => ({ tenantId, userId, roleId })))
      .onConflictDoNothing();
  }
  await tx
    .update(vendorInvitations)
    .set({ status: 'accepted', vendorId: company.vendorId, acceptedBy, acceptedAt: now })
    .where(eq(vendorInvitations.id, invitation.id));
  await tx.delete(vendorInvitationLinks).where(eq(vendorInvitationLinks.invitationId, invitation.id));
}

/**
 * A new company account through the link: the company (its credit code must be new to the platform: one
 * already there signs in instead, 409 vendor.companyOnPlatform), its first user (supplier site), and the
 * tenant relation. Runs in a transaction as the app role without tenant; switches to the invitation's
 * tenant for the tenant rows. Returns the new user's id.
 */
export async function registerThroughInvitation(
  tx: Db,
  input: VendorRegistrationInput,
  now: Date,
  language: 'zh_cn' | 'en_us',
): Promise<{ userId: string; tenantId: string }> {
  const link = await linkOf(tx, input.token);
  if (!link) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  const invitation = await openInvitation(tx, input.token, now, null);
  if (invitation.vendorId) throw new AppError(409, ERROR_CODES.vendorCompanyOnPlatform);
  const known = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.socialCreditCode, input.socialCreditCode));
  if (known.length > 0) throw new AppError(409, ERROR_CODES.vendorCompanyOnPlatform);
  const taken = await tx
    .select({ username: users.username, mobile: users.mobile })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.mobile, input.mobile)));
  const fields = [
    ...(taken.some((u) => u.username === input.username)
      ? [{ path: 'username', code: ERROR_CODES.vendorUsernameTaken }]
      : []),
    ...(taken.some((u) => u.mobile === input.mobile)
      ? [{ path: 'mobile', code: ERROR_CODES.vendorMobileTaken }]
      : []),
  ];
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });
  const vendorId = newId();
  const userId = newId();
  try {
    await tx.insert(vendors).values({
      id: vendorId,
      nameZh: input.companyName,
      nameEn: input.companyName,
      socialCreditCode: input.socialCreditCode,
    });
    await tx.insert(users).values({
      id: userId,
      username: input.username,
      passwordHash: await hashPassword(input.password),
      empName: input.contactName,
      mobile: input.mobile,
      email: input.email,
      language,
      site: 'supplier',
      vendorId,
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError(409, ERROR_CODES.vendorCompanyOnPlatform, undefined, { cause: err });
    throw err;
  }
  await applyScope(tx, { tenantId: link.tenantId, userId });
  await joinTenant(
    tx,
    invitation,
    { vendorId, name: input.companyName, socialCreditCode: input.socialCreditCode },
    [userId],
    userId,
    now,
  );
  return { userId, tenantId: link.tenantId };
}

/**
 * A signed-in supplier accepts with its existing company: an invitation that names another company of the
 * platform answers 409 vendor.invitationOtherCompany. Every active user of the company joins the tenant.
 */
export async function acceptWithCompany(
  tx: Db,
  token: string,
  supplier: { userId: string; vendorId: string },
  now: Date,
): Promise<{ tenantId: string }> {
  const invitation = await openInvitation(tx, token, now, supplier.userId);
  await acceptInvitationRow(tx, invitation, supplier, now);
  return { tenantId: invitation.tenantId };
}

/** Acceptance of an open invitation (locked, in its tenant's scope) by the supplier's existing company. */
export async function acceptInvitationRow(
  tx: Db,
  invitation: InvitationRow,
  supplier: { userId: string; vendorId: string },
  now: Date,
): Promise<void> {
  const [company] = await tx
    .select({ id: vendors.id, name: vendors.nameZh, code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, supplier.vendorId));
  if (!company) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  if (invitation.vendorId && invitation.vendorId !== company.id) {
    throw new AppError(409, ERROR_CODES.vendorInvitationOtherCompany, { name: invitation.companyName });
  }
  const members = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vendorId, company.id), eq(users.disabled, false)));
  await joinTenant(
    tx,
    invitation,
    { vendorId: company.id, name: company.name, socialCreditCode: company.code ?? company.id },
    members.map((m) => m.id),
    supplier.userId,
    now,
  );
}

/** Ids of the tenant's users who hold a permission (buyer side), e.g. everyone who manages suppliers. */
export async function usersWithPermission(tx: Db, tenantId: string, permission: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: memberRoles.userId })
    .from(memberRoles)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.roleId, memberRoles.roleId), eq(rolePermissions.tenantId, memberRoles.tenantId)),
    )
    .innerJoin(users, eq(users.id, memberRoles.userId))
    .where(
      and(
        eq(memberRoles.tenantId, tenantId),
        eq(rolePermissions.permissionKey, permission),
        eq(users.disabled, false),
        eq(users.site, 'buyer'),
      ),
    );
  return rows.map((r) => r.id);
}

/** Ids of a supplier company's active users who are members of the tenant. */
export async function vendorUserIds(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (vendorIds.length === 0) return out;
  const rows = await tx
    .select({ id: users.id, vendorId: users.vendorId })
    .from(users)
    .innerJoin(tenantMembers, and(eq(tenantMembers.userId, users.id), eq(tenantMembers.tenantId, tenantId)))
    .where(and(inArray(users.vendorId, [...new Set(vendorIds)]), eq(users.disabled, false)));
  for (const row of rows) {
    if (!row.vendorId) continue;
    out.set(row.vendorId, [...(out.get(row.vendorId) ?? []), row.id]);
  }
  return out;
}
