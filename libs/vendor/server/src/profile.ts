import { and, desc, eq, inArray } from 'drizzle-orm';
import { CODES, ERROR_CODES, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { lockKey, newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import {
  approvalProgress,
  historyOf,
  registerDocumentType,
  startApproval,
  withdrawApproval,
  type DocumentEventRef,
  type DocumentSummary,
} from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import { updateVendorProfileContact, vendorStatuses } from '@procure/masterdata-server';
import { checkCopyTo, copyDocumentTo, postMessages } from '@procure/message-server';
import {
  diffProfiles,
  normalizeProfile,
  todayInChina,
  type ProfileChange,
  type VendorProfileData,
  type VendorProfileInput,
} from '@procure/shared-validation';
import type { Locale } from '@procure/shared-i18n';
import { categoryOptions, copyDetailPath } from './applications.ts';
import { tenantName, vendorUserIds } from './invitations.ts';
import { assertTenantVendor } from './qualification.ts';
import { vendorApplications, vendorCategories, vendorChangeApplications, vendorProfiles } from './schema.ts';
import type { ChangeApplication, ChangeDetail, MyProfile, SupplierFile } from './profile-wire.ts';

// The supplier's own company profile and its change applications (issue #16 §2 supplierModify,
// queryVendorChangeHistory; §8). The supplier edits the whole profile; the server computes the field-level
// diff against the accepted profile and sends it, as document type "supplierChange", through the ONE
// approval engine. Approval applies `after` (and the primary contact to masterdata's profile); a rejection
// keeps the old values. One change under approval per supplier and tenant.

const A = CODES.application;
const S = CODES.supplierStatus;
export const CHANGE_DOC_TYPE = 'supplierChange' as const;
/** Statuses that may request a change (a potential supplier fills its application instead). */
const MAY_CHANGE: readonly number[] = [S.qualified.code, S.frozen.code];
export const changeDetailPath = (id: string) => `/vendor/change/detail/${id}`;
const { users, vendors } = identitySchema;

type ChangeRow = typeof vendorChangeApplications.$inferSelect;

const EMPTY_PROFILE: VendorProfileData = {
  name: '',
  nameEn: '',
  legalRepresentative: '',
  registeredCapital: '',
  establishedOn: '',
  address: '',
  website: '',
  businessScope: '',
  contacts: [],
  bankAccounts: [],
};

/**
 * The accepted profile: the stored one, or (before the first approved change) the one the approved supplier
 * application and the company row give. Version 0 means "never changed".
 */
export async function loadProfile(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<{ data: VendorProfileData; version: number; updatedAt: Date | null }> {
  const [stored] = await tx
    .select()
    .from(vendorProfiles)
    .where(and(eq(vendorProfiles.tenantId, tenantId), eq(vendorProfiles.vendorId, vendorId)));
  if (stored) {
    return {
      data: { ...EMPTY_PROFILE, ...(stored.data as VendorProfileData) },
      version: stored.version,
      updatedAt: stored.updatedAt,
    };
  }
  const [company] = await tx
    .select({ nameZh: vendors.nameZh, nameEn: vendors.nameEn })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const [application] = await tx
    .select()
    .from(vendorApplications)
    .where(
      and(
        eq(vendorApplications.tenantId, tenantId),
        eq(vendorApplications.vendorId, vendorId),
        eq(vendorApplications.status, A.approved.code),
      ),
    )
    .orderBy(desc(vendorApplications.decidedAt))
    .limit(1);
  const data: VendorProfileData = {
    ...EMPTY_PROFILE,
    name: application?.name ?? company?.nameZh ?? '',
    nameEn: company && company.nameEn !== company.nameZh ? company.nameEn : '',
    address: application?.address ?? '',
    contacts: application
      ? [
          {
            name: application.contactName,
            position: '',
            mobile: application.contactMobile,
            email: application.contactEmail,
            primary: true,
          },
        ]
      : [],
    bankAccounts: application
      ? [
          {
            bankName: application.bankName,
            accountName: application.name,
            accountNo: application.bankAccount,
            primary: true,
          },
        ]
      : [],
  };
  return { data, version: 0, updatedAt: null };
}

async function changeRows(tx: Db, tenantId: string, where: ReturnType<typeof and>) {
  return tx
    .select({ change: vendorChangeApplications, applicantName: users.empName, vendorName: vendors.nameZh })
    .from(vendorChangeApplications)
    .leftJoin(users, eq(users.id, vendorChangeApplications.applicantId))
    .leftJoin(vendors, eq(vendors.id, vendorChangeApplications.vendorId))
    .where(and(eq(vendorChangeApplications.tenantId, tenantId), where))
    .orderBy(desc(vendorChangeApplications.submittedAt), desc(vendorChangeApplications.id));
}

function toChange(
  row: ChangeRow,
  applicantName: string | null,
  vendorName: string | null,
): ChangeApplication {
  return {
    id: row.id,
    code: row.code,
    vendorId: row.vendorId,
    vendorName: vendorName ?? '',
    status: row.status,
    changes: row.changes as ProfileChange[],
    reason: row.reason,
    applicantName: applicantName ?? '',
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Every change application of a supplier, newest first (spec queryVendorChangeHistory). */
export async function changeHistory(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<ChangeApplication[]> {
  const rows = await changeRows(tx, tenantId, eq(vendorChangeApplications.vendorId, vendorId));
  return rows.map((r) => toChange(r.change, r.applicantName, r.vendorName));
}

// ---- supplier portal

export async function myProfile(
  tx: Db,
  actor: { tenantId: string; vendorId: string },
  locale: Locale,
): Promise<MyProfile> {
  const { tenantId, vendorId } = actor;
  const [company] = await tx
    .select({ code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const status = (await vendorStatuses(tx, tenantId, [vendorId])).get(vendorId) ?? null;
  const profile = await loadProfile(tx, tenantId, vendorId);
  const changes = await changeHistory(tx, tenantId, vendorId);
  return {
    vendorId,
    socialCreditCode: company?.code ?? '',
    supplierStatus: status,
    tenantName: await tenantName(tx, tenantId, locale),
    canChange: status !== null && MAY_CHANGE.includes(status),
    profile: profile.data,
    version: profile.version,
    openChange: changes.find((c) => c.status === A.approving.code) ?? null,
    changes,
  };
}

function changeCode(id: string): string {
  return `SC${todayInChina(new Date()).replaceAll('-', '')}-${id.slice(0, 6).toUpperCase()}`;
}

/**
 * The supplier submits its edited profile. Re-checked here: the supplier is qualified or frozen (409), no
 * change of it is under approval (409), something changed (400). The diff is stored with the application;
 * under a per-supplier lock, so two concurrent submits make one application.
 */
export async function submitChange(
  tx: Db,
  actor: { tenantId: string; vendorId: string; userId: string },
  input: VendorProfileInput,
  copyToIds?: readonly string[],
): Promise<{ id: string; status: number }> {
  const { tenantId, vendorId, userId } = actor;
  await lockKey(tx, `vendor-profile:${tenantId}:${vendorId}`);
  // Copy-to (issue #12 §5): the buyer employees named at submit, checked before any write.
  const copyTo = await checkCopyTo(tx, { tenantId, userId }, copyToIds);
  const status = (await vendorStatuses(tx, tenantId, [vendorId])).get(vendorId);
  if (status === undefined || !MAY_CHANGE.includes(status)) {
    throw new AppError(409, ERROR_CODES.vendorProfileNotQualified);
  }
  const [open] = await tx
    .select({ id: vendorChangeApplications.id })
    .from(vendorChangeApplications)
    .where(
      and(
        eq(vendorChangeApplications.tenantId, tenantId),
        eq(vendorChangeApplications.vendorId, vendorId),
        eq(vendorChangeApplications.status, A.approving.code),
      ),
    );
  if (open) throw new AppError(409, ERROR_CODES.vendorProfileChangeOpen);
  const current = await loadProfile(tx, tenantId, vendorId);
  const after = normalizeProfile(input);
  const changes = diffProfiles(current.data, after);
  if (changes.length === 0) throw new AppError(400, ERROR_CODES.vendorProfileNoChange);
  const id = newId();
  const code = changeCode(id);
  await tx.insert(vendorChangeApplications).values({
    id,
    tenantId,
    vendorId,
    code,
    status: A.approving.code,
    before: current.data,
    after,
    changes,
    baseVersion: current.version,
    applicantId: userId,
  });
  const result = await startApproval(tx, {
    tenantId,
    docType: CHANGE_DOC_TYPE,
    documentId: id,
    applicantId: userId,
    facts: {
      amount: '0',
      categoryIds: [],
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
  await copyDocumentTo(tx, {
    tenantId,
    copiedBy: userId,
    docType: CHANGE_DOC_TYPE,
    documentId: id,
    userIds: copyTo,
    titleCode: SUCCESS_MESSAGES.vendorCopiedChangeTitle,
    bodyCode: SUCCESS_MESSAGES.vendorCopiedChangeBody,
    params: { code, company: after.name },
    link: copyDetailPath(id),
  });
  return { id, status: result.status === 'approved' ? A.approved.code : A.approving.code };
}

/** The supplier withdraws its change under approval: the profile keeps its values. */
export async function withdrawChange(
  tx: Db,
  actor: { tenantId: string; vendorId: string; userId: string },
  id: string,
): Promise<void> {
  const row = await lockChange(tx, actor.tenantId, id);
  if (row.vendorId !== actor.vendorId) throw new AppError(404, ERROR_CODES.vendorChangeNotFound);
  if (row.status !== A.approving.code) throw new AppError(409, ERROR_CODES.vendorChangeWrongStatus);
  await withdrawApproval(tx, {
    tenantId: actor.tenantId,
    docType: CHANGE_DOC_TYPE,
    documentId: id,
    actorId: actor.userId,
  });
  await tx
    .update(vendorChangeApplications)
    .set({ status: A.cancelled.code, decidedAt: new Date() })
    .where(eq(vendorChangeApplications.id, id));
}

// ---- buyer

/** The buyer's supplier file (404 when the supplier does not serve the tenant, like an absent one). */
export async function supplierFile(
  tx: Db,
  tenantId: string,
  vendorId: string,
  locale: Locale,
): Promise<SupplierFile> {
  await assertTenantVendor(tx, tenantId, vendorId);
  const [company] = await tx
    .select({ name: vendors.nameZh, code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const profile = await loadProfile(tx, tenantId, vendorId);
  const served = await tx
    .select({ id: vendorCategories.categoryId })
    .from(vendorCategories)
    .where(and(eq(vendorCategories.tenantId, tenantId), eq(vendorCategories.vendorId, vendorId)));
  const ids = new Set(served.map((c) => c.id));
  const changes = await changeHistory(tx, tenantId, vendorId);
  return {
    vendorId,
    name: profile.data.name || company?.name || '',
    socialCreditCode: company?.code ?? '',
    supplierStatus: (await vendorStatuses(tx, tenantId, [vendorId])).get(vendorId) ?? null,
    categories: (await categoryOptions(tx, tenantId, locale)).filter((c) => ids.has(c.id)),
    profile: profile.data,
    version: profile.version,
    updatedAt: profile.updatedAt?.toISOString() ?? null,
    openChange: changes.find((c) => c.status === A.approving.code) ?? null,
    changes,
  };
}

/** One change application with its approval; a supplier session passes its company (another's: 404). */
export async function changeDetail(
  tx: Db,
  tenantId: string,
  id: string,
  vendorId: string | null,
  callerId: string,
): Promise<ChangeDetail> {
  const rows = await changeRows(
    tx,
    tenantId,
    and(
      eq(vendorChangeApplications.id, id),
      vendorId ? eq(vendorChangeApplications.vendorId, vendorId) : undefined,
    ),
  );
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorChangeNotFound);
  const progress = await approvalProgress(tx, tenantId, CHANGE_DOC_TYPE, id);
  return {
    change: toChange(row.change, row.applicantName, row.vendorName),
    history: (await historyOf(tx, tenantId, CHANGE_DOC_TYPE, id)).map((h) => ({
      id: h.id,
      action: h.action,
      actorName: h.actorName,
      onBehalfOfName: h.onBehalfOfName,
      nodeName: h.nodeName,
      comment: h.comment,
      at: h.at,
    })),
    progress: progress
      ? {
          status: progress.status,
          nodes: progress.nodes.map((n) => ({ ...n, approvers: n.approvers.map((a) => ({ ...a })) })),
        }
      : null,
    canAct:
      progress?.status === 'approving' &&
      progress.nodes.some((n) => n.approvers.some((a) => a.userId === callerId && a.state === 'pending')),
  };
}

// ---- the approval engine's callbacks

async function lockChange(tx: Db, tenantId: string, id: string): Promise<ChangeRow> {
  const rows = await tx
    .select()
    .from(vendorChangeApplications)
    .where(and(eq(vendorChangeApplications.tenantId, tenantId), eq(vendorChangeApplications.id, id)))
    .for('update');
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorChangeNotFound);
  return row;
}

async function tellSupplier(
  tx: Db,
  row: ChangeRow,
  titleCode: string,
  bodyCode: string,
  params: Record<string, string>,
): Promise<void> {
  const suppliers = (await vendorUserIds(tx, row.tenantId, [row.vendorId])).get(row.vendorId) ?? [];
  await postMessages(tx, {
    tenantId: row.tenantId,
    recipientIds: suppliers,
    kind: 'approvalResult',
    titleCode,
    bodyCode,
    params,
    email: true,
  });
}

/** Approved: `after` becomes the profile (version + 1), the primary contact goes to masterdata's profile. */
async function onApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockChange(tx, ref.tenantId, ref.documentId);
  if (row.status !== A.approving.code) return;
  const after = row.after as VendorProfileData;
  await tx
    .insert(vendorProfiles)
    .values({
      tenantId: row.tenantId,
      vendorId: row.vendorId,
      data: after,
      version: row.baseVersion + 1,
    })
    .onConflictDoUpdate({
      target: [vendorProfiles.tenantId, vendorProfiles.vendorId],
      set: { data: after, version: row.baseVersion + 1, updatedAt: new Date() },
    });
  await tx
    .update(vendorChangeApplications)
    .set({ status: A.approved.code, decidedAt: new Date() })
    .where(eq(vendorChangeApplications.id, row.id));
  const primary = after.contacts.find((c) => c.primary) ?? after.contacts[0];
  if (primary) {
    await updateVendorProfileContact(tx, row.tenantId, row.vendorId, {
      name: after.name,
      contactName: primary.name,
      contactMobile: primary.mobile,
      contactEmail: primary.email,
    });
  }
  await tellSupplier(tx, row, ERROR_CODES.vendorChangeApprovedTitle, ERROR_CODES.vendorChangeApprovedBody, {
    code: row.code,
    company: after.name,
  });
}

/** Rejected: returned with the approver's reason; the profile keeps its values. */
async function onRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockChange(tx, ref.tenantId, ref.documentId);
  if (row.status !== A.approving.code) return;
  const entries = await historyOf(tx, ref.tenantId, CHANGE_DOC_TYPE, row.id);
  const rejected = [...entries].reverse().find((h) => h.action === CODES.historyAction.reject.code);
  const reason = rejected?.comment ?? '';
  await tx
    .update(vendorChangeApplications)
    .set({ status: A.returned.code, reason, decidedAt: new Date() })
    .where(eq(vendorChangeApplications.id, row.id));
  await tellSupplier(tx, row, ERROR_CODES.vendorChangeRejectedTitle, ERROR_CODES.vendorChangeRejectedBody, {
    code: row.code,
    company: (row.before as VendorProfileData).name,
    reason,
  });
}

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await changeRows(tx, tenantId, inArray(vendorChangeApplications.id, [...ids]));
  for (const { change: row, applicantName, vendorName } of rows) {
    out.set(row.id, {
      code: row.code,
      title: vendorName ?? row.code,
      amount: null,
      currency: 'CNY',
      applicantId: row.applicantId,
      applicantName: applicantName ?? '',
      submittedAt: row.submittedAt.toISOString(),
      lines: [],
    });
  }
  return out;
}

let registered = false;

/** Registers the supplier change application with the approval engine (once; called when the routes load). */
export function registerSupplierChange(): void {
  if (registered) return;
  registerDocumentType({
    docType: CHANGE_DOC_TYPE,
    detailPath: changeDetailPath,
    summarize,
    onApproved,
    onRejected,
  });
  registered = true;
}
