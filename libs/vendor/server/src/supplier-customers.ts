import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { applyScope, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { identitySchema, tenancySchema } from '@procure/identity-server';
import { vendorStatuses } from '@procure/masterdata-server';
import { vendorInvitationLinks, vendorInvitations } from './schema.ts';
import { acceptInvitationRow, stateOf } from './invitations.ts';
import type { Customer, OpenInvitation } from './onboarding-wire.ts';

// The supplier portal's "Customers & invitations" (issue #16 §8): every buyer tenant the signed-in
// supplier's company serves, with its status and grade there, and the invitations addressed to the company
// that are still open, to accept (the company joins the tenant and applies) or decline with a reason the
// buyer reads. Cross-tenant by nature: the served tenants come from the company's own relation rows
// (tenant_vendors' before-tenant policy), the open invitations from the global link table (which copies
// whom each open invitation addresses); each tenant's own rows are then read in that tenant's scope.

const { vendors, users, tenants } = identitySchema;
const { tenantVendors } = tenancySchema;

/** The latest published performance grade per supplier (the evaluation domain's, wired by the app). */
export type GradeReader = (
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
) => Promise<Map<string, string>>;
let gradeReader: GradeReader | null = null;

/** Registers the grade reader (apps/api/src/app.ts: evaluation depends on this domain, not the reverse). */
export function registerVendorGradeReader(reader: GradeReader): void {
  gradeReader = reader;
}

export type SupplierActor = { userId: string; vendorId: string; tenantId: string | null };

function tenantLabel(row: { nameZh: string; nameEn: string }, locale: string): string {
  return locale === 'en-US' ? row.nameEn : row.nameZh;
}

/** The buyer tenants the company serves (active or not), each with the company's status and grade there. */
export async function listCustomers(tx: Db, actor: SupplierActor, locale: string): Promise<Customer[]> {
  await applyScope(tx, { tenantId: null, userId: actor.userId, vendorId: actor.vendorId });
  const relations = await tx
    .select({
      tenantId: tenantVendors.tenantId,
      relation: tenantVendors.status,
      since: tenantVendors.since,
      nameZh: tenants.nameZh,
      nameEn: tenants.nameEn,
      frozenAt: tenants.frozenAt,
    })
    .from(tenantVendors)
    .innerJoin(tenants, eq(tenants.id, tenantVendors.tenantId))
    .where(eq(tenantVendors.vendorId, actor.vendorId))
    .orderBy(asc(tenantVendors.since), asc(tenantVendors.tenantId));
  const out: Customer[] = [];
  for (const rel of relations) {
    await applyScope(tx, { tenantId: rel.tenantId, userId: actor.userId, vendorId: actor.vendorId });
    const status = (await vendorStatuses(tx, rel.tenantId, [actor.vendorId])).get(actor.vendorId) ?? null;
    const grade = gradeReader
      ? ((await gradeReader(tx, rel.tenantId, [actor.vendorId])).get(actor.vendorId) ?? null)
      : null;
    out.push({
      tenantId: rel.tenantId,
      tenantName: tenantLabel(rel, locale),
      relation: rel.frozenAt ? 'inactive' : (rel.relation as Customer['relation']),
      supplierStatus: status,
      grade,
      since: rel.since.toISOString(),
      current: rel.tenantId === actor.tenantId,
    });
  }
  await applyScope(tx, { tenantId: null, userId: actor.userId, vendorId: actor.vendorId });
  return out;
}

/**
 * The open links addressed to the company: linked to it, or (not linked to another company) naming its
 * credit code or one of its users' e-mail addresses or mobile numbers. `invitationId` narrows to one.
 */
async function addressedLinks(
  tx: Db,
  vendorId: string,
  now: Date,
  invitationId?: string,
): Promise<{ invitationId: string; tenantId: string }[]> {
  const [company] = await tx
    .select({ code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!company) return [];
  const people = await tx
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.vendorId, vendorId), eq(users.site, 'supplier'), eq(users.disabled, false)));
  const addresses = [...new Set(people.flatMap((p) => [p.email, p.mobile]).filter((a): a is string => !!a))];
  const unlinkedMatch = and(
    isNull(vendorInvitationLinks.vendorId),
    or(
      company.code ? eq(vendorInvitationLinks.socialCreditCode, company.code) : undefined,
      addresses.length > 0 ? inArray(vendorInvitationLinks.target, addresses) : undefined,
    ),
  );
  return tx
    .select({
      invitationId: vendorInvitationLinks.invitationId,
      tenantId: vendorInvitationLinks.ownerTenantId,
    })
    .from(vendorInvitationLinks)
    .where(
      and(
        gt(vendorInvitationLinks.expiresAt, now),
        or(eq(vendorInvitationLinks.vendorId, vendorId), unlinkedMatch),
        invitationId ? eq(vendorInvitationLinks.invitationId, invitationId) : undefined,
      ),
    );
}

/** The open invitations addressed to the company from tenants it does not serve yet, newest first. */
export async function listOpenInvitations(
  tx: Db,
  actor: SupplierActor,
  now: Date,
  locale: string,
): Promise<OpenInvitation[]> {
  const links = await addressedLinks(tx, actor.vendorId, now);
  const out: OpenInvitation[] = [];
  for (const link of links) {
    await applyScope(tx, { tenantId: link.tenantId, userId: actor.userId, vendorId: actor.vendorId });
    const [served] = await tx
      .select({ id: tenantVendors.id })
      .from(tenantVendors)
      .where(and(eq(tenantVendors.tenantId, link.tenantId), eq(tenantVendors.vendorId, actor.vendorId)));
    if (served) continue;
    const [row] = await tx
      .select()
      .from(vendorInvitations)
      .where(and(eq(vendorInvitations.tenantId, link.tenantId), eq(vendorInvitations.id, link.invitationId)));
    if (!row || stateOf(row, now) !== 'sent') continue;
    const [tenant] = await tx
      .select({ nameZh: tenants.nameZh, nameEn: tenants.nameEn })
      .from(tenants)
      .where(eq(tenants.id, link.tenantId));
    out.push({
      id: row.id,
      tenantId: link.tenantId,
      tenantName: tenant ? tenantLabel(tenant, locale) : '',
      companyName: row.companyName,
      channel: row.channel as OpenInvitation['channel'],
      target: row.target,
      sentAt: row.lastSentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    });
  }
  await applyScope(tx, { tenantId: null, userId: actor.userId, vendorId: actor.vendorId });
  return out.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || a.id.localeCompare(b.id));
}

/**
 * The open invitation `id` addressed to the company, locked, in its tenant's scope; 404
 * vendor.invitationNotFound when absent, spent, expired or addressed to someone else (one answer).
 */
async function lockAddressed(
  tx: Db,
  actor: SupplierActor,
  id: string,
  now: Date,
): Promise<typeof vendorInvitations.$inferSelect> {
  const [link] = await addressedLinks(tx, actor.vendorId, now, id);
  if (!link) throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  // As the link's acceptance does (acceptWithCompany): the tenant's scope, the company joins it.
  await applyScope(tx, { tenantId: link.tenantId, userId: actor.userId });
  const [row] = await tx
    .select()
    .from(vendorInvitations)
    .where(and(eq(vendorInvitations.tenantId, link.tenantId), eq(vendorInvitations.id, id)))
    .for('update');
  if (!row || stateOf(row, now) !== 'sent') throw new AppError(404, ERROR_CODES.vendorInvitationNotFound);
  return row;
}

/** Accepts an open invitation addressed to the company: it joins the tenant (then applies there). */
export async function acceptAddressedInvitation(
  tx: Db,
  actor: SupplierActor,
  id: string,
  now: Date,
): Promise<{ tenantId: string }> {
  const row = await lockAddressed(tx, actor, id, now);
  await acceptInvitationRow(tx, row, { userId: actor.userId, vendorId: actor.vendorId }, now);
  return { tenantId: row.tenantId };
}

/** Declines an open invitation addressed to the company with a reason; its link stops working. */
export async function declineAddressedInvitation(
  tx: Db,
  actor: SupplierActor,
  id: string,
  reason: string,
  now: Date,
): Promise<void> {
  const row = await lockAddressed(tx, actor, id, now);
  await tx
    .update(vendorInvitations)
    .set({
      status: 'declined',
      vendorId: actor.vendorId,
      declineReason: reason,
      declinedBy: actor.userId,
      declinedAt: now,
    })
    .where(eq(vendorInvitations.id, row.id));
  await tx.delete(vendorInvitationLinks).where(eq(vendorInvitationLinks.invitationId, row.id));
}
