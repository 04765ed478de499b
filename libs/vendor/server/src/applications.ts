import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CODES, ERROR_CODES, PERMISSIONS, SUCCESS_MESSAGES } from '@procure/shared-codes';
import { lockKey, newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import {
  approvalProgress,
  historyOf,
  registerDocumentType,
  startApproval,
  type DocumentEventRef,
  type DocumentSummary,
} from '@procure/approval-server';
import { identitySchema } from '@procure/identity-server';
import {
  activeCategoryIds,
  listCategoryTree,
  changeVendorStatus,
  updateVendorProfileContact,
  vendorStatuses,
} from '@procure/masterdata-server';
import { checkCopyTo, copyDocumentTo, postMessages } from '@procure/message-server';
import { todayInChina, type VendorApplicationInput } from '@procure/shared-validation';
import { vendorApplications, vendorCategories, vendorStatusHistory } from './schema.ts';
import { tenantName, usersWithPermission, vendorUserIds } from './invitations.ts';
import type { Locale } from '@procure/shared-i18n';
import type { Application, ApplicationDetail, CategoryOption, MyApplication } from './onboarding-wire.ts';

// Supplier applications (issue #16 §2) through the ONE approval engine (document type
// "supplierApplication"): the supplier fills its company data and submits; the supplier status moves
// potential → onboarding at submit, → qualified when the last approver approves, back to potential with
// the approver's reason on a rejection (the application is then "returned" and may be submitted again).

const A = CODES.application;
const S = CODES.supplierStatus;
export const APPLICATION_DOC_TYPE = 'supplierApplication' as const;
const EDITABLE: number[] = [A.draft.code, A.returned.code];
export const applicationDetailPath = (id: string) => `/vendor/application/detail/${id}`;
/** The copied reader's read-only page (buyer web), for both supplier document types. */
export const copyDetailPath = (id: string) => `/copyto/supplier/${id}`;
const { users, vendors } = identitySchema;

type Row = typeof vendorApplications.$inferSelect;

async function applicationRows(tx: Db, tenantId: string, where: ReturnType<typeof and>) {
  return tx
    .select({ application: vendorApplications, applicantName: users.empName })
    .from(vendorApplications)
    .leftJoin(users, eq(users.id, vendorApplications.applicantId))
    .where(and(eq(vendorApplications.tenantId, tenantId), where))
    .orderBy(desc(vendorApplications.createdAt), desc(vendorApplications.id));
}

function toApplication(row: Row, applicantName: string | null): Application {
  return {
    id: row.id,
    code: row.code,
    vendorId: row.vendorId,
    status: row.status,
    name: row.name,
    socialCreditCode: row.socialCreditCode,
    address: row.address,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactEmail: row.contactEmail,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    categoryIds: [...row.categoryIds].sort(),
    reason: row.reason,
    applicantName: applicantName ?? '',
    submittedAt: row.submittedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function history(tx: Db, tenantId: string, id: string) {
  return (await historyOf(tx, tenantId, APPLICATION_DOC_TYPE, id)).map((h) => ({
    id: h.id,
    action: h.action,
    actorName: h.actorName,
    onBehalfOfName: h.onBehalfOfName,
    nodeName: h.nodeName,
    comment: h.comment,
    at: h.at,
  }));
}

/** The enabled purchase categories a supplier may serve: second-level ones named "parent / child". */
export async function categoryOptions(tx: Db, tenantId: string, locale: Locale): Promise<CategoryOption[]> {
  const tree = await listCategoryTree(tx, tenantId, locale, { includeDisabled: false });
  return tree.flatMap((top) =>
    top.classificationList.length === 0
      ? [{ id: top.id, name: top.name }]
      : top.classificationList.map((child) => ({ id: child.id, name: `${top.name} / ${child.name}` })),
  );
}

// ---- buyer: list and detail

export async function listApplications(tx: Db, tenantId: string, status?: number): Promise<Application[]> {
  const rows = await applicationRows(
    tx,
    tenantId,
    and(status === undefined ? undefined : eq(vendorApplications.status, status)),
  );
  return rows.map((r) => toApplication(r.application, r.applicantName));
}

export async function applicationDetail(
  tx: Db,
  tenantId: string,
  id: string,
  vendorId: string | null,
  locale: Locale,
): Promise<ApplicationDetail> {
  const rows = await applicationRows(
    tx,
    tenantId,
    and(eq(vendorApplications.id, id), vendorId ? eq(vendorApplications.vendorId, vendorId) : undefined),
  );
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorApplicationNotFound);
  const statuses = await vendorStatuses(tx, tenantId, [row.application.vendorId]);
  const progress = await approvalProgress(tx, tenantId, APPLICATION_DOC_TYPE, id);
  const categories = await categoryOptions(tx, tenantId, locale);
  return {
    application: toApplication(row.application, row.applicantName),
    supplierStatus: statuses.get(row.application.vendorId) ?? null,
    categories: categories.filter((c) => row.application.categoryIds.includes(c.id)),
    history: await history(tx, tenantId, id),
    progress: progress
      ? {
          status: progress.status,
          nodes: progress.nodes.map((n) => ({ ...n, approvers: n.approvers.map((a) => ({ ...a })) })),
        }
      : null,
  };
}

// ---- supplier: my application

export async function myApplication(
  tx: Db,
  actor: { tenantId: string; vendorId: string; userId: string },
  locale: Locale,
): Promise<MyApplication> {
  const rows = await applicationRows(tx, actor.tenantId, eq(vendorApplications.vendorId, actor.vendorId));
  const latest = rows[0];
  const [company] = await tx
    .select({ name: vendors.nameZh, code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, actor.vendorId));
  const [me] = await tx
    .select({ name: users.empName, mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  const statuses = await vendorStatuses(tx, actor.tenantId, [actor.vendorId]);
  return {
    application: latest ? toApplication(latest.application, latest.applicantName) : null,
    supplierStatus: statuses.get(actor.vendorId) ?? null,
    tenantName: await tenantName(tx, actor.tenantId, locale),
    categories: await categoryOptions(tx, actor.tenantId, locale),
    prefill: {
      name: company?.name ?? '',
      socialCreditCode: company?.code ?? '',
      contactName: me?.name ?? '',
      contactMobile: me?.mobile ?? '',
      contactEmail: me?.email ?? '',
    },
    history: latest ? await history(tx, actor.tenantId, latest.application.id) : [],
  };
}

/**
 * `SA<China date>-<6 hex of the id>`: a supplier session cannot count the tenant's other applications (its
 * row-level security shows only its own), so the code comes from the id; the unique index is the last word.
 */
function codeOf(id: string): string {
  return `SA${todayInChina(new Date()).replaceAll('-', '')}-${id.slice(0, 6).toUpperCase()}`;
}

/**
 * Saves the supplier's application (a draft, or the returned one again) and, with `submit`, sends it to
 * approval. Rules re-checked here with field errors: the credit code is the company's registered one, the
 * categories exist and are enabled. Only a potential supplier applies (409 otherwise); an application under
 * approval or approved cannot change (409). Everything in the caller's transaction: a refusal writes nothing.
 */
export async function saveApplication(
  tx: Db,
  actor: { tenantId: string; vendorId: string; userId: string },
  input: VendorApplicationInput,
  submit: boolean,
  copyToIds?: readonly string[],
): Promise<{ id: string; status: number }> {
  const { tenantId, vendorId, userId } = actor;
  await lockKey(tx, `vendor-application:${tenantId}:${vendorId}`);
  // Copy-to (issue #12 §5): the buyer employees named at submit, checked before any write.
  const copyTo = submit ? await checkCopyTo(tx, { tenantId, userId }, copyToIds) : [];
  const status = (await vendorStatuses(tx, tenantId, [vendorId])).get(vendorId);
  if (status !== S.potential.code) throw new AppError(409, ERROR_CODES.vendorApplicationNotPotential);
  const [company] = await tx
    .select({ code: vendors.socialCreditCode })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  const fields: { path: string; code: string }[] = [];
  if (company?.code && company.code !== input.socialCreditCode) {
    fields.push({ path: 'socialCreditCode', code: ERROR_CODES.vendorCreditCodeFixed });
  }
  const categoryIds = [...new Set(input.categoryIds)];
  const known = await activeCategoryIds(tx, tenantId, categoryIds);
  const unknown = input.categoryIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) fields.push({ path: `categoryIds.${unknown}`, code: ERROR_CODES.vendorCategoryUnknown });
  if (fields.length > 0) throw new AppError(400, ERROR_CODES.validationFailed, undefined, { fields });

  const open = await tx
    .select()
    .from(vendorApplications)
    .where(
      and(
        eq(vendorApplications.tenantId, tenantId),
        eq(vendorApplications.vendorId, vendorId),
        inArray(vendorApplications.status, [A.draft.code, A.approving.code, A.returned.code]),
      ),
    )
    .for('update');
  const current = open[0];
  if (current && !EDITABLE.includes(current.status)) {
    throw new AppError(409, ERROR_CODES.vendorApplicationWrongStatus);
  }
  const now = new Date();
  const values = {
    name: input.name,
    socialCreditCode: input.socialCreditCode,
    address: input.address,
    contactName: input.contactName,
    contactMobile: input.contactMobile,
    contactEmail: input.contactEmail,
    bankName: input.bankName,
    bankAccount: input.bankAccount,
    categoryIds,
    applicantId: userId,
    updatedAt: now,
  };
  let id: string;
  if (current) {
    id = current.id;
    await tx.update(vendorApplications).set(values).where(eq(vendorApplications.id, id));
  } else {
    id = newId();
    await tx.insert(vendorApplications).values({
      id,
      tenantId,
      vendorId,
      code: codeOf(id),
      status: A.draft.code,
      ...values,
    });
  }
  if (!submit) return { id, status: current?.status ?? A.draft.code };

  await tx
    .update(vendorApplications)
    .set({ status: A.approving.code, submittedAt: now, reason: null })
    .where(eq(vendorApplications.id, id));
  await moveStatus(
    tx,
    tenantId,
    vendorId,
    S.potential.code,
    S.onboarding.code,
    userId,
    'application submitted',
  );
  const result = await startApproval(tx, {
    tenantId,
    docType: APPLICATION_DOC_TYPE,
    documentId: id,
    applicantId: userId,
    facts: {
      amount: '0',
      categoryIds,
      costCentreId: null,
      legalEntityId: null,
      departmentId: null,
      overBudget: false,
    },
  });
  const [row] = await tx
    .select({ code: vendorApplications.code })
    .from(vendorApplications)
    .where(eq(vendorApplications.id, id));
  await copyDocumentTo(tx, {
    tenantId,
    copiedBy: userId,
    docType: APPLICATION_DOC_TYPE,
    documentId: id,
    userIds: copyTo,
    titleCode: SUCCESS_MESSAGES.vendorCopiedApplicationTitle,
    bodyCode: SUCCESS_MESSAGES.vendorCopiedApplicationBody,
    params: { code: row?.code ?? '', company: input.name },
    link: copyDetailPath(id),
  });
  return { id, status: result.status === 'approved' ? A.approved.code : A.approving.code };
}

async function moveStatus(
  tx: Db,
  tenantId: string,
  vendorId: string,
  from: number,
  to: number,
  actorId: string,
  reason: string,
): Promise<void> {
  if (!(await changeVendorStatus(tx, tenantId, vendorId, from, to))) {
    throw new AppError(409, ERROR_CODES.vendorApplicationNotPotential);
  }
  await tx
    .insert(vendorStatusHistory)
    .values({ id: newId(), tenantId, vendorId, fromStatus: from, toStatus: to, reason, actorId });
}

async function lockApplication(tx: Db, tenantId: string, id: string): Promise<Row> {
  const rows = await tx
    .select()
    .from(vendorApplications)
    .where(and(eq(vendorApplications.tenantId, tenantId), eq(vendorApplications.id, id)))
    .for('update');
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorApplicationNotFound);
  return row;
}

async function tellBothSides(
  tx: Db,
  row: Row,
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
  const buyers = await usersWithPermission(tx, row.tenantId, PERMISSIONS.supplier);
  await postMessages(tx, {
    tenantId: row.tenantId,
    recipientIds: buyers,
    kind: 'approvalResult',
    titleCode,
    bodyCode,
    params,
    link: applicationDetailPath(row.id),
  });
}

/** The last approval: qualified, its categories become the supplier's, the buyer profile's contacts updated. */
async function onApproved(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockApplication(tx, ref.tenantId, ref.documentId);
  if (row.status !== A.approving.code) return;
  await tx
    .update(vendorApplications)
    .set({ status: A.approved.code, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(vendorApplications.id, row.id));
  await moveStatus(
    tx,
    row.tenantId,
    row.vendorId,
    S.onboarding.code,
    S.qualified.code,
    ref.actorId,
    row.code,
  );
  await tx
    .delete(vendorCategories)
    .where(and(eq(vendorCategories.tenantId, row.tenantId), eq(vendorCategories.vendorId, row.vendorId)));
  if (row.categoryIds.length > 0) {
    await tx
      .insert(vendorCategories)
      .values(
        row.categoryIds.map((categoryId) => ({ tenantId: row.tenantId, vendorId: row.vendorId, categoryId })),
      );
  }
  await updateVendorProfileContact(tx, row.tenantId, row.vendorId, {
    name: row.name,
    contactName: row.contactName,
    contactMobile: row.contactMobile,
    contactEmail: row.contactEmail,
  });
  await tellBothSides(
    tx,
    row,
    ERROR_CODES.vendorApplicationApprovedTitle,
    ERROR_CODES.vendorApplicationApprovedBody,
    {
      code: row.code,
      company: row.name,
    },
  );
}

/** A rejection: returned with the approver's reason; the supplier is potential again and may resubmit. */
async function onRejected(tx: Db, ref: DocumentEventRef): Promise<void> {
  const row = await lockApplication(tx, ref.tenantId, ref.documentId);
  if (row.status !== A.approving.code) return;
  const entries = await historyOf(tx, ref.tenantId, APPLICATION_DOC_TYPE, row.id);
  const rejected = [...entries].reverse().find((h) => h.action === CODES.historyAction.reject.code);
  const reason = rejected?.comment ?? '';
  await tx
    .update(vendorApplications)
    .set({ status: A.returned.code, reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(eq(vendorApplications.id, row.id));
  await moveStatus(
    tx,
    row.tenantId,
    row.vendorId,
    S.onboarding.code,
    S.potential.code,
    ref.actorId,
    reason || row.code,
  );
  await tellBothSides(
    tx,
    row,
    ERROR_CODES.vendorApplicationRejectedTitle,
    ERROR_CODES.vendorApplicationRejectedBody,
    {
      code: row.code,
      company: row.name,
      reason,
    },
  );
}

async function summarize(tx: Db, tenantId: string, ids: readonly string[]) {
  const out = new Map<string, DocumentSummary>();
  if (ids.length === 0) return out;
  const rows = await applicationRows(tx, tenantId, inArray(vendorApplications.id, [...ids]));
  for (const { application: row, applicantName } of rows) {
    out.set(row.id, {
      code: row.code,
      title: `${row.name} · ${row.socialCreditCode}`,
      amount: null,
      currency: 'CNY',
      applicantId: row.applicantId,
      applicantName: applicantName ?? '',
      submittedAt: row.submittedAt?.toISOString() ?? null,
      lines: [],
    });
  }
  return out;
}

let registered = false;

/** Registers the supplier application with the approval engine (once; called when the routes load). */
export function registerSupplierApplication(): void {
  if (registered) return;
  registerDocumentType({
    docType: APPLICATION_DOC_TYPE,
    detailPath: applicationDetailPath,
    summarize,
    onApproved,
    onRejected,
  });
  registered = true;
}

/** How many applications wait for approval (the buyer's menu counter). */
export async function pendingApplicationCount(tx: Db, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorApplications)
    .where(and(eq(vendorApplications.tenantId, tenantId), eq(vendorApplications.status, A.approving.code)));
  return row?.n ?? 0;
}
