import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES } from '@procure/shared-codes';
import { newId, queryRows, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { tenancySchema, identitySchema } from '@procure/identity-server';
import { activeCategoryIds, lockVendorStatuses, vendorStatuses } from '@procure/masterdata-server';
import { fileIdsOfType, fileNamesByIds } from '@procure/files-server';
import { todayInChina } from '@procure/shared-validation';
import { noticesOfCertificates } from './certificate-notice-reads.ts';
import {
  vendorCertificateAllocations,
  vendorCertificates,
  vendorCertificateTypes,
  vendorCategories,
} from './schema.ts';
import type {
  Certificate,
  CertificateInput,
  CertificateState,
  CertificateType,
  CertificateTypeInput,
  QualificationOverview,
  Requirement,
  SupplierRow,
} from './wire.ts';

// Qualification certificates (issue #16 §5): types per tenant allocated to purchase categories,
// certificates uploaded by suppliers, and the state that warns ("expiring") and then blocks ("expired").
// Every function runs inside the caller's tenant transaction; `where` clauses name the tenant on top of RLS.

/** File upload type of a vendor qualification (spec §3 upload type codes). */
export const QUALIFICATION_FILE_TYPE = 2;
/** Supplier statuses that refuse new orders: frozen, eliminated (DOMAIN.md §2). */
const NOT_ORDERABLE_STATUSES: ReadonlySet<number> = new Set([
  CODES.supplierStatus.frozen.code,
  CODES.supplierStatus.eliminated.code,
]);
const STATE_RANK: Record<CertificateState, number> = { valid: 0, missing: 1, expiring: 2, expired: 3 };

/** Today in China (the tenants' default time zone), read from the clock each call (tests fake it). */
export function today(): string {
  return todayInChina(new Date());
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A certificate valid through `validTo` (inclusive): expired the day after, expiring within remindDays. */
export function stateOf(validTo: string | null, day: string, remindDays: number): CertificateState {
  if (!validTo) return 'missing';
  if (validTo < day) return 'expired';
  if (validTo <= addDays(day, remindDays)) return 'expiring';
  return 'valid';
}

export function worstState(states: readonly CertificateState[]): CertificateState | null {
  return states.reduce<CertificateState | null>(
    (worst, state) => (worst === null || STATE_RANK[state] > STATE_RANK[worst] ? state : worst),
    null,
  );
}

type RequirementRow = {
  vendor_id: string;
  type_id: string;
  type_name: string;
  remind_days: number;
  mandatory: boolean;
  valid_to: string | null;
};

/**
 * Per vendor, every enabled certificate type of the tenant that is mandatory for it (allocated to one of
 * its categories) — or, with `allTypes`, every enabled type — with the end of its latest certificate.
 * One statement for any number of vendors.
 */
async function requirementRows(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  allTypes: boolean,
): Promise<RequirementRow[]> {
  if (vendorIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(vendorIds)].map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<RequirementRow>(
    tx,
    sql`select v.vendor_id, t.id as type_id, t.name as type_name, t.remind_days,
          exists (select 1 from vendor_certificate_allocations a
                  join vendor_categories vc on vc.tenant_id = a.tenant_id and vc.category_id = a.category_id
                  where a.tenant_id = ${tenantId} and a.type_id = t.id and vc.vendor_id = v.vendor_id) as mandatory,
          (select max(c.valid_to)::text from vendor_certificates c
           where c.tenant_id = ${tenantId} and c.vendor_id = v.vendor_id and c.type_id = t.id) as valid_to
        from unnest(array[${ids}]) as v(vendor_id)
        cross join vendor_certificate_types t
        where t.tenant_id = ${tenantId} and not t.disabled
        order by t.name, t.id`,
  ).then((rows) => (allTypes ? rows : rows.filter((row) => row.mandatory)));
}

function toRequirement(row: RequirementRow, day: string): Requirement {
  const state = stateOf(row.valid_to, day, row.remind_days);
  return {
    typeId: row.type_id,
    typeName: row.type_name,
    mandatory: row.mandatory,
    remindDays: row.remind_days,
    validTo: row.valid_to,
    daysLeft: row.valid_to ? daysBetween(day, row.valid_to) : null,
    state,
    blocking: row.mandatory && state === 'expired',
  };
}

export type BlockReason = { typeId: string; typeName: string; validTo: string };

/**
 * Why each supplier may not be ordered from today: its mandatory certificates whose latest validity has
 * ended. A supplier that never uploaded a mandatory certificate is warned ('missing'), not blocked: the
 * rule blocks a lapse, so suppliers that existed before their category's allocation keep working.
 */
export async function blockReasons(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, BlockReason[]>> {
  const day = today();
  const reasons = new Map<string, BlockReason[]>();
  for (const row of await requirementRows(tx, tenantId, vendorIds, false)) {
    if (stateOf(row.valid_to, day, row.remind_days) !== 'expired' || !row.valid_to) continue;
    const list = reasons.get(row.vendor_id) ?? [];
    list.push({ typeId: row.type_id, typeName: row.type_name, validTo: row.valid_to });
    reasons.set(row.vendor_id, list);
  }
  return reasons;
}

/** Throws 422 vendor.certificateExpired (translated, naming supplier, certificate and date) for the first blocked supplier. */
export type BlockedDocument = 'order' | 'payment';
const REFUSAL_CODES = {
  order: { status: ERROR_CODES.vendorNotOrderableStatus, certificate: ERROR_CODES.vendorCertificateExpired },
  payment: {
    status: ERROR_CODES.vendorNotPayableStatus,
    certificate: ERROR_CODES.vendorPaymentCertificateExpired,
  },
} as const;

export async function assertOrderable(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
  document: BlockedDocument = 'order',
): Promise<void> {
  const codes = REFUSAL_CODES[document];
  // FOR SHARE on the profiles: an elimination (FOR UPDATE, lifecycle.ts) waits for this document's
  // transaction, or this one waits for the elimination and then reads "eliminated" (issue #16).
  const statuses = await lockVendorStatuses(tx, tenantId, vendorIds, 'share');
  const stopped = vendorIds.find((id) => NOT_ORDERABLE_STATUSES.has(statuses.get(id) ?? 0));
  if (stopped) {
    throw new AppError(422, codes.status, { vendor: await vendorName(tx, stopped) });
  }
  const reasons = await blockReasons(tx, tenantId, vendorIds);
  const blocked = vendorIds.find((id) => reasons.has(id));
  if (!blocked) return;
  const reason = (reasons.get(blocked) as BlockReason[])[0] as BlockReason;
  throw new AppError(422, codes.certificate, {
    vendor: await vendorName(tx, blocked),
    certificate: reason.typeName,
    date: reason.validTo,
  });
}

async function vendorName(tx: Db, vendorId: string): Promise<string> {
  const names = await tx
    .select({ nameZh: identitySchema.vendors.nameZh })
    .from(identitySchema.vendors)
    .where(eq(identitySchema.vendors.id, vendorId));
  return names[0]?.nameZh ?? vendorId;
}

/** Is the vendor related to the tenant (any relation status)? Otherwise 404 like an absent id. */
export async function assertTenantVendor(tx: Db, tenantId: string, vendorId: string): Promise<void> {
  const { tenantVendors } = tenancySchema;
  const rows = await tx
    .select({ id: tenantVendors.id })
    .from(tenantVendors)
    .where(and(eq(tenantVendors.tenantId, tenantId), eq(tenantVendors.vendorId, vendorId)));
  if (rows.length === 0) throw new AppError(404, ERROR_CODES.vendorNotFound);
}

// ---- certificate types and their allocation

export async function listCertificateTypes(tx: Db, tenantId: string): Promise<CertificateType[]> {
  const types = await tx
    .select()
    .from(vendorCertificateTypes)
    .where(and(eq(vendorCertificateTypes.tenantId, tenantId), eq(vendorCertificateTypes.disabled, false)))
    .orderBy(asc(vendorCertificateTypes.name), asc(vendorCertificateTypes.id));
  const allocations = await tx
    .select()
    .from(vendorCertificateAllocations)
    .where(eq(vendorCertificateAllocations.tenantId, tenantId));
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    remindDays: type.remindDays,
    categoryIds: allocations
      .filter((a) => a.typeId === type.id)
      .map((a) => a.categoryId)
      .sort(),
  }));
}

async function assertCategories(tx: Db, tenantId: string, categoryIds: readonly string[]): Promise<void> {
  const known = await activeCategoryIds(tx, tenantId, categoryIds);
  const index = categoryIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw fieldError(`categoryIds.${index}`, ERROR_CODES.vendorCategoryUnknown);
}

export async function saveCertificateType(
  tx: Db,
  tenantId: string,
  input: CertificateTypeInput,
): Promise<string> {
  const categoryIds = [...new Set(input.categoryIds)];
  await assertCategories(tx, tenantId, categoryIds);
  let id = input.id;
  if (id) {
    const updated = await tx
      .update(vendorCertificateTypes)
      .set({ name: input.name, remindDays: input.remindDays, updatedAt: new Date() })
      .where(and(eq(vendorCertificateTypes.tenantId, tenantId), eq(vendorCertificateTypes.id, id)))
      .returning({ id: vendorCertificateTypes.id });
    if (updated.length === 0) throw new AppError(404, ERROR_CODES.vendorCertificateTypeNotFound);
    await tx
      .delete(vendorCertificateAllocations)
      .where(
        and(eq(vendorCertificateAllocations.tenantId, tenantId), eq(vendorCertificateAllocations.typeId, id)),
      );
  } else {
    id = newId();
    await tx
      .insert(vendorCertificateTypes)
      .values({ id, tenantId, name: input.name, remindDays: input.remindDays });
  }
  if (categoryIds.length > 0) {
    const typeId = id;
    await tx
      .insert(vendorCertificateAllocations)
      .values(categoryIds.map((categoryId) => ({ tenantId, typeId, categoryId })));
  }
  return id;
}

// ---- vendor categories

export async function saveVendorCategories(
  tx: Db,
  tenantId: string,
  vendorId: string,
  categoryIds: readonly string[],
): Promise<void> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const unique = [...new Set(categoryIds)];
  await assertCategories(tx, tenantId, unique);
  await tx
    .delete(vendorCategories)
    .where(and(eq(vendorCategories.tenantId, tenantId), eq(vendorCategories.vendorId, vendorId)));
  if (unique.length > 0) {
    await tx
      .insert(vendorCategories)
      .values(unique.map((categoryId) => ({ tenantId, vendorId, categoryId })));
  }
}

// ---- certificates

type CertificateRow = typeof vendorCertificates.$inferSelect & { typeName: string; remindDays: number };

async function certificateRows(
  tx: Db,
  tenantId: string,
  where: ReturnType<typeof and>,
): Promise<CertificateRow[]> {
  return tx
    .select({
      id: vendorCertificates.id,
      tenantId: vendorCertificates.tenantId,
      vendorId: vendorCertificates.vendorId,
      typeId: vendorCertificates.typeId,
      certificateNo: vendorCertificates.certificateNo,
      fileId: vendorCertificates.fileId,
      validFrom: vendorCertificates.validFrom,
      validTo: vendorCertificates.validTo,
      uploadedBy: vendorCertificates.uploadedBy,
      createdAt: vendorCertificates.createdAt,
      typeName: vendorCertificateTypes.name,
      remindDays: vendorCertificateTypes.remindDays,
    })
    .from(vendorCertificates)
    .innerJoin(vendorCertificateTypes, eq(vendorCertificateTypes.id, vendorCertificates.typeId))
    .where(and(eq(vendorCertificates.tenantId, tenantId), where))
    .orderBy(desc(vendorCertificates.validTo), desc(vendorCertificates.createdAt));
}

async function toCertificates(tx: Db, tenantId: string, rows: CertificateRow[]): Promise<Certificate[]> {
  const day = today();
  const names = await fileNamesByIds(
    tx,
    tenantId,
    rows.map((row) => row.fileId),
  );
  const notices = await noticesOfCertificates(
    tx,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    vendorId: row.vendorId,
    typeId: row.typeId,
    typeName: row.typeName,
    certificateNo: row.certificateNo,
    fileId: row.fileId,
    fileName: names.get(row.fileId) ?? null,
    validFrom: row.validFrom,
    validTo: row.validTo,
    state: stateOf(row.validTo, day, row.remindDays),
    createdAt: row.createdAt.toISOString(),
    noticeCount: notices.get(row.id)?.count ?? 0,
    lastNoticeAt: notices.get(row.id)?.lastAt ?? null,
  }));
}

export async function findCertificate(
  tx: Db,
  tenantId: string,
  id: string,
): Promise<Certificate | undefined> {
  const rows = await certificateRows(tx, tenantId, and(eq(vendorCertificates.id, id)));
  return (await toCertificates(tx, tenantId, rows))[0];
}

export async function qualificationOverview(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<QualificationOverview> {
  const day = today();
  const requirements = (await requirementRows(tx, tenantId, [vendorId], true)).map((row) =>
    toRequirement(row, day),
  );
  const rows = await certificateRows(tx, tenantId, and(eq(vendorCertificates.vendorId, vendorId)));
  return {
    vendorId,
    today: day,
    blocked: requirements.some((r) => r.blocking),
    requirements,
    certificates: await toCertificates(tx, tenantId, rows),
  };
}

/** A supplier's upload: a type of this tenant, a qualification file (type 2) of this tenant, a sane period. */
export async function addCertificate(
  tx: Db,
  tenantId: string,
  vendorId: string,
  userId: string,
  input: CertificateInput,
): Promise<string> {
  if (input.validTo < input.validFrom) throw fieldError('validTo', ERROR_CODES.vendorValidToBeforeFrom);
  const types = await tx
    .select({ id: vendorCertificateTypes.id })
    .from(vendorCertificateTypes)
    .where(
      and(
        eq(vendorCertificateTypes.tenantId, tenantId),
        eq(vendorCertificateTypes.id, input.typeId),
        eq(vendorCertificateTypes.disabled, false),
      ),
    );
  if (types.length === 0) throw new AppError(404, ERROR_CODES.vendorCertificateTypeNotFound);
  // The file must be the uploader's own: another supplier's file of this tenant answers like a wrong one.
  const files = await fileIdsOfType(tx, tenantId, QUALIFICATION_FILE_TYPE, [input.fileId], userId);
  if (!files.has(input.fileId)) throw fieldError('fileId', ERROR_CODES.vendorFileNotQualification);
  const id = newId();
  await tx.insert(vendorCertificates).values({
    id,
    tenantId,
    vendorId,
    typeId: input.typeId,
    certificateNo: input.certificateNo,
    fileId: input.fileId,
    validFrom: input.validFrom,
    validTo: input.validTo,
    uploadedBy: userId,
  });
  return id;
}

// ---- the buyer's supplier list

export async function listSuppliers(tx: Db, tenantId: string, locale: string): Promise<SupplierRow[]> {
  const { tenantVendors } = tenancySchema;
  const { vendors } = identitySchema;
  const rows = await tx
    .select({
      vendorId: vendors.id,
      nameZh: vendors.nameZh,
      nameEn: vendors.nameEn,
      socialCreditCode: vendors.socialCreditCode,
    })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(eq(tenantVendors.tenantId, tenantId))
    .orderBy(asc(vendors.nameZh), asc(vendors.id));
  return describeSuppliers(tx, tenantId, rows, locale);
}

export type SupplierBase = {
  vendorId: string;
  nameZh: string;
  nameEn: string;
  socialCreditCode: string | null;
};

/** The list row of each supplier: its categories, status and the worst state of its mandatory certificates. */
export async function describeSuppliers(
  tx: Db,
  tenantId: string,
  rows: readonly SupplierBase[],
  locale: string,
): Promise<SupplierRow[]> {
  const vendorIds = rows.map((row) => row.vendorId);
  if (vendorIds.length === 0) return [];
  const day = today();
  const requirements = await requirementRows(tx, tenantId, vendorIds, false);
  const statuses = await vendorStatuses(tx, tenantId, vendorIds);
  const categories = await tx
    .select()
    .from(vendorCategories)
    .where(and(eq(vendorCategories.tenantId, tenantId), inArray(vendorCategories.vendorId, vendorIds)));
  return rows.map((row) => {
    const states = requirements
      .filter((r) => r.vendor_id === row.vendorId)
      .map((r) => stateOf(r.valid_to, day, r.remind_days));
    return {
      vendorId: row.vendorId,
      name: locale === 'en-US' ? row.nameEn : row.nameZh,
      socialCreditCode: row.socialCreditCode ?? '',
      categoryIds: categories
        .filter((c) => c.vendorId === row.vendorId)
        .map((c) => c.categoryId)
        .sort(),
      status: statuses.get(row.vendorId) ?? null,
      certificateState: worstState(states),
      blocked: states.includes('expired') || NOT_ORDERABLE_STATUSES.has(statuses.get(row.vendorId) ?? 0),
      classId: null,
      classCode: null,
      className: null,
      firstClassId: null,
    };
  });
}

/** The tenant's suppliers by name (contract.ts tenantSuppliers). */
export async function tenantSupplierNames(
  tx: Db,
  tenantId: string,
  locale: string,
  vendorIds?: readonly string[],
): Promise<{ vendorId: string; name: string }[]> {
  if (vendorIds && vendorIds.length === 0) return [];
  const { tenantVendors } = tenancySchema;
  const { vendors } = identitySchema;
  const filters = [eq(tenantVendors.tenantId, tenantId)];
  if (vendorIds) filters.push(inArray(tenantVendors.vendorId, [...new Set(vendorIds)]));
  const rows = await tx
    .select({ vendorId: vendors.id, nameZh: vendors.nameZh, nameEn: vendors.nameEn })
    .from(tenantVendors)
    .innerJoin(vendors, eq(vendors.id, tenantVendors.vendorId))
    .where(and(...filters))
    .orderBy(asc(vendors.nameZh), asc(vendors.id));
  return rows.map((row) => ({ vendorId: row.vendorId, name: locale === 'en-US' ? row.nameEn : row.nameZh }));
}
