import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { tenancySchema, identitySchema } from '@procure/identity-server';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { mdVendorProfiles } from '../schema.ts';
import type { Vendor, VendorInput } from '../wire.ts';

const { vendors } = identitySchema;
const { tenantVendors } = tenancySchema;

const columns = {
  id: mdVendorProfiles.vendorId,
  name: mdVendorProfiles.name,
  socialCreditCode: mdVendorProfiles.socialCreditCode,
  status: mdVendorProfiles.status,
  contactName: mdVendorProfiles.contactName,
  contactMobile: mdVendorProfiles.contactMobile,
  contactEmail: mdVendorProfiles.contactEmail,
  disabled: mdVendorProfiles.disabled,
};

export async function listVendors(
  tx: Db,
  tenantId: string,
  options: { includeDisabled: boolean },
): Promise<Vendor[]> {
  return tx
    .select(columns)
    .from(mdVendorProfiles)
    .where(
      and(
        eq(mdVendorProfiles.tenantId, tenantId),
        options.includeDisabled ? undefined : eq(mdVendorProfiles.disabled, false),
      ),
    )
    .orderBy(asc(mdVendorProfiles.disabled), asc(mdVendorProfiles.name));
}

const profileValues = (input: VendorInput) => ({
  name: input.name,
  status: input.status,
  contactName: input.contactName ?? null,
  contactMobile: input.contactMobile ?? null,
  contactEmail: input.contactEmail ?? null,
});

/**
 * Creates the buyer's record of a supplier: the global company row (found by its credit code, or
 * created) + the tenant relation + this tenant's profile. Editing changes the profile only; the
 * credit code identifies the company and cannot change.
 */
export async function saveVendor(tx: Db, tenantId: string, input: VendorInput): Promise<string> {
  if (input.id) {
    const rows = await tx
      .update(mdVendorProfiles)
      .set({ ...profileValues(input), updatedAt: new Date() })
      .where(
        and(
          eq(mdVendorProfiles.tenantId, tenantId),
          eq(mdVendorProfiles.vendorId, input.id),
          eq(mdVendorProfiles.socialCreditCode, input.socialCreditCode),
        ),
      )
      .returning({ id: mdVendorProfiles.vendorId });
    if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
    return input.id;
  }
  const [known] = await tx
    .select({ id: mdVendorProfiles.vendorId })
    .from(mdVendorProfiles)
    .where(
      and(
        eq(mdVendorProfiles.tenantId, tenantId),
        eq(mdVendorProfiles.socialCreditCode, input.socialCreditCode),
      ),
    );
  if (known) throw new AppError(409, ERROR_CODES.masterdataVendorTaken);
  // Global row: insert, or reuse the company another tenant (or registration) already created.
  await tx
    .insert(vendors)
    .values({ id: newId(), nameZh: input.name, nameEn: input.name, socialCreditCode: input.socialCreditCode })
    .onConflictDoNothing({ target: vendors.socialCreditCode });
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.socialCreditCode, input.socialCreditCode));
  if (!vendor) throw new AppError(404, ERROR_CODES.commonNotFound);
  await tx
    .insert(tenantVendors)
    .values({ id: newId(), tenantId, vendorId: vendor.id })
    .onConflictDoNothing({ target: [tenantVendors.tenantId, tenantVendors.vendorId] });
  await tx.insert(mdVendorProfiles).values({
    tenantId,
    vendorId: vendor.id,
    socialCreditCode: input.socialCreditCode,
    ...profileValues(input),
  });
  return vendor.id;
}

export async function setVendorDisabled(tx: Db, tenantId: string, vendorId: string, disabled: boolean) {
  const rows = await tx
    .update(mdVendorProfiles)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(mdVendorProfiles.tenantId, tenantId), eq(mdVendorProfiles.vendorId, vendorId)))
    .returning({ id: mdVendorProfiles.vendorId });
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.commonNotFound);
}

/** Supplier status (DOMAIN.md §2 supplierStatus) of the tenant's vendor profiles among `vendorIds` (one statement). */
export async function vendorStatuses(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({ vendorId: mdVendorProfiles.vendorId, status: mdVendorProfiles.status })
    .from(mdVendorProfiles)
    .where(
      and(
        eq(mdVendorProfiles.tenantId, tenantId),
        inArray(mdVendorProfiles.vendorId, [...new Set(vendorIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.vendorId, row.status]));
}

/**
 * Moves the tenant's profile of `vendorId` from status `from` to `to` (compare-and-set: false when the
 * profile is absent or no longer in `from`, nothing changed). The caller owns the transition rules.
 */
export async function changeVendorStatus(
  tx: Db,
  tenantId: string,
  vendorId: string,
  from: number,
  to: number,
): Promise<boolean> {
  const rows = await tx
    .update(mdVendorProfiles)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(
        eq(mdVendorProfiles.tenantId, tenantId),
        eq(mdVendorProfiles.vendorId, vendorId),
        eq(mdVendorProfiles.status, from),
      ),
    )
    .returning({ vendorId: mdVendorProfiles.vendorId });
  return rows.length === 1;
}

/**
 * The tenant's profile of a supplier that joins through onboarding (issue #16: an accepted invitation),
 * created with `status` when absent (an existing profile is left as it is). Returns whether it was created.
 */
export async function ensureVendorProfile(
  tx: Db,
  tenantId: string,
  profile: {
    vendorId: string;
    name: string;
    socialCreditCode: string;
    status: number;
    contactName?: string | null;
    contactMobile?: string | null;
    contactEmail?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(mdVendorProfiles)
    .values({
      tenantId,
      vendorId: profile.vendorId,
      name: profile.name,
      socialCreditCode: profile.socialCreditCode,
      status: profile.status,
      contactName: profile.contactName ?? null,
      contactMobile: profile.contactMobile ?? null,
      contactEmail: profile.contactEmail ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: mdVendorProfiles.vendorId });
  return rows.length > 0;
}

/** Updates the contact data of the tenant's profile of a supplier (its approved application). */
export async function updateVendorProfileContact(
  tx: Db,
  tenantId: string,
  vendorId: string,
  contact: { name: string; contactName: string; contactMobile: string; contactEmail: string },
): Promise<void> {
  await tx
    .update(mdVendorProfiles)
    .set({ ...contact, updatedAt: new Date() })
    .where(and(eq(mdVendorProfiles.tenantId, tenantId), eq(mdVendorProfiles.vendorId, vendorId)));
}

/**
 * Like vendorStatuses, but row-locks the tenant's profiles (in id order): `share` for a document that must
 * not be created while the supplier is being eliminated (order creation), `update` for the elimination
 * itself (issue #16: the open-document check holds until the status is written).
 */
export async function lockVendorStatuses(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  mode: 'share' | 'update',
): Promise<Map<string, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({ vendorId: mdVendorProfiles.vendorId, status: mdVendorProfiles.status })
    .from(mdVendorProfiles)
    .where(
      and(
        eq(mdVendorProfiles.tenantId, tenantId),
        inArray(mdVendorProfiles.vendorId, [...new Set(vendorIds)]),
      ),
    )
    .orderBy(asc(mdVendorProfiles.vendorId))
    .for(mode);
  return new Map(rows.map((row) => [row.vendorId, row.status]));
}
