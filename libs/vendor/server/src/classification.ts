import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@procure/shared-codes';
import { isUniqueViolation, lockKey, newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import {
  classCodeProblem,
  type VendorChildrenChangeInput,
  type VendorClassificationChangeInput,
} from '@procure/shared-validation';
import { tenantName, vendorUserIds } from './invitations.ts';
import { assertTenantVendor } from './qualification.ts';
import { vendorClasses, vendorClassificationHistory, vendorClassifications } from './schema.ts';
import type {
  ClassificationOfVendor,
  ClassificationRecord,
  SupplierClass,
  VendorClass,
  VendorClassSave,
} from './classification-wire.ts';

// Two-level supplier classification (issue #16 §4). A class is first level (no parent) or second level
// (a first-level parent); a supplier has at most one class per tenant, changed directly by a buyer with
// the `supplier` permission (the spec names no approval for it), each change a history row (the conversion
// records) and a message to the supplier. "Move to the second level" (childrenChangeClassification) moves
// suppliers of a first-level class down to one of its children.

type ClassRow = typeof vendorClasses.$inferSelect;
const parent = alias(vendorClasses, 'parent_class');

async function classRow(tx: Db, tenantId: string, id: string, lock = false): Promise<ClassRow> {
  const query = tx
    .select()
    .from(vendorClasses)
    .where(and(eq(vendorClasses.tenantId, tenantId), eq(vendorClasses.id, id)));
  const rows = lock ? await query.for('update') : await query;
  const row = rows[0];
  if (!row) throw new AppError(404, ERROR_CODES.vendorClassNotFound);
  return row;
}

/** The tenant's classes as a tree (first level by code, each with its children), with supplier counts. */
export async function listClasses(tx: Db, tenantId: string): Promise<VendorClass[]> {
  const rows = await tx
    .select({
      row: vendorClasses,
      suppliers: sql<number>`(select count(*)::int from vendor_classifications c
        where c.tenant_id = ${vendorClasses.tenantId} and c.class_id = ${vendorClasses.id})`,
    })
    .from(vendorClasses)
    .where(eq(vendorClasses.tenantId, tenantId))
    .orderBy(asc(vendorClasses.code));
  const toClass = ({ row, suppliers }: (typeof rows)[number]): Omit<VendorClass, 'children'> => ({
    id: row.id,
    parentId: row.parentId,
    level: row.level,
    code: row.code,
    name: row.name,
    enabled: row.enabled,
    conditions: row.conditions,
    convertingConditions: row.convertingConditions,
    suppliers,
  });
  return rows
    .filter((r) => r.row.parentId === null)
    .map((r) => ({
      ...toClass(r),
      children: rows.filter((c) => c.row.parentId === r.row.id).map(toClass),
    }));
}

/** Adds a class (the code rule of its level; unique per tenant) or changes its name and conditions. */
export async function saveClass(tx: Db, tenantId: string, input: VendorClassSave): Promise<string> {
  const texts = {
    name: input.name,
    conditions: input.conditions ?? '',
    convertingConditions: input.convertingConditions ?? '',
  };
  if (input.id) {
    const row = await classRow(tx, tenantId, input.id, true);
    if ((input.parentId ?? null) !== row.parentId)
      throw fieldError('parentId', ERROR_CODES.vendorClassParentInvalid);
    if (input.code !== row.code) throw fieldError('code', ERROR_CODES.vendorClassCodeFixed);
    await tx
      .update(vendorClasses)
      .set({ ...texts, updatedAt: new Date() })
      .where(eq(vendorClasses.id, row.id));
    return row.id;
  }
  let parentCode: string | null = null;
  if (input.parentId) {
    const rows = await tx
      .select()
      .from(vendorClasses)
      .where(and(eq(vendorClasses.tenantId, tenantId), eq(vendorClasses.id, input.parentId)));
    const found = rows[0];
    if (!found || found.level !== 1) throw fieldError('parentId', ERROR_CODES.vendorClassParentInvalid);
    parentCode = found.code;
  }
  const problem = classCodeProblem(input.code, parentCode);
  if (problem) throw fieldError('code', problem, { parent: parentCode ?? '' });
  const id = newId();
  try {
    await tx.transaction(async (sp) => {
      await sp.insert(vendorClasses).values({
        id,
        tenantId,
        parentId: input.parentId ?? null,
        level: input.parentId ? 2 : 1,
        code: input.code,
        ...texts,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('code', ERROR_CODES.vendorClassCodeTaken);
    throw error;
  }
  return id;
}

export async function setClassEnabled(tx: Db, tenantId: string, id: string, enabled: boolean): Promise<void> {
  const row = await classRow(tx, tenantId, id, true);
  await tx.update(vendorClasses).set({ enabled, updatedAt: new Date() }).where(eq(vendorClasses.id, row.id));
}

/** Each vendor's class (with its first-level parent when second level), for lists and files. */
export async function classificationsOf(
  tx: Db,
  tenantId: string,
  vendorIds: readonly string[],
): Promise<Map<string, SupplierClass>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await tx
    .select({
      vendorId: vendorClassifications.vendorId,
      id: vendorClasses.id,
      code: vendorClasses.code,
      name: vendorClasses.name,
      level: vendorClasses.level,
      parentId: vendorClasses.parentId,
      parentCode: parent.code,
      parentName: parent.name,
    })
    .from(vendorClassifications)
    .innerJoin(vendorClasses, eq(vendorClasses.id, vendorClassifications.classId))
    .leftJoin(parent, eq(parent.id, vendorClasses.parentId))
    .where(
      and(
        eq(vendorClassifications.tenantId, tenantId),
        inArray(vendorClassifications.vendorId, [...new Set(vendorIds)]),
      ),
    );
  return new Map(
    rows.map((r) => [
      r.vendorId,
      {
        id: r.id,
        code: r.code,
        name: r.name,
        level: r.level,
        parentId: r.parentId,
        parentCode: r.parentCode,
        parentName: r.parentName,
      },
    ]),
  );
}

/** One supplier moves to `classId` (locked per supplier: concurrent changes queue; history + message). */
async function moveSupplier(
  tx: Db,
  tenantId: string,
  actorId: string,
  vendorId: string,
  target: ClassRow,
  reason: string,
  action: 'change' | 'childChange',
): Promise<void> {
  await lockKey(tx, `vendor_classifications:${tenantId}:${vendorId}`);
  const current = (await classificationsOf(tx, tenantId, [vendorId])).get(vendorId) ?? null;
  if (current?.id === target.id) throw new AppError(409, ERROR_CODES.vendorClassSame);
  if (action === 'childChange' && current?.id !== target.parentId) {
    const { vendors } = identitySchema;
    const [vendor] = await tx.select({ name: vendors.nameZh }).from(vendors).where(eq(vendors.id, vendorId));
    const parentRow = await classRow(tx, tenantId, target.parentId as string);
    throw new AppError(409, ERROR_CODES.vendorClassNotChild, {
      vendor: vendor?.name ?? '',
      parent: `${parentRow.code} ${parentRow.name}`,
    });
  }
  await tx
    .insert(vendorClassifications)
    .values({ tenantId, vendorId, classId: target.id, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [vendorClassifications.tenantId, vendorClassifications.vendorId],
      set: { classId: target.id, updatedBy: actorId, updatedAt: new Date() },
    });
  await tx.insert(vendorClassificationHistory).values({
    id: newId(),
    tenantId,
    vendorId,
    fromClassId: current?.id ?? null,
    toClassId: target.id,
    action,
    reason,
    actorId,
    // The moment of the change under the supplier's lock (not the transaction's start): the records'
    // order is the order the changes were made in.
    createdAt: sql`clock_timestamp()`,
  });
  const recipients = (await vendorUserIds(tx, tenantId, [vendorId])).get(vendorId) ?? [];
  if (recipients.length > 0) {
    const { vendors } = identitySchema;
    const [vendor] = await tx.select({ name: vendors.nameZh }).from(vendors).where(eq(vendors.id, vendorId));
    await postMessages(tx, {
      tenantId,
      recipientIds: recipients,
      kind: 'notice',
      titleCode: ERROR_CODES.vendorClassificationTitle,
      bodyCode: ERROR_CODES.vendorClassificationBody,
      params: {
        tenant: await tenantName(tx, tenantId, 'zh-CN'),
        company: vendor?.name ?? '',
        from: current ? `${current.code} ${current.name}` : '—',
        to: `${target.code} ${target.name}`,
        reason,
      },
    });
  }
}

/** An enabled class whose parent (if any) is enabled too; else 409 vendor.classDisabled. */
async function usableClass(tx: Db, tenantId: string, classId: string): Promise<ClassRow> {
  const target = await classRow(tx, tenantId, classId);
  const parentEnabled = target.parentId ? (await classRow(tx, tenantId, target.parentId)).enabled : true;
  if (!target.enabled || !parentEnabled) throw new AppError(409, ERROR_CODES.vendorClassDisabled);
  return target;
}

export async function changeClassification(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: VendorClassificationChangeInput,
): Promise<void> {
  await assertTenantVendor(tx, tenantId, input.vendorId);
  const target = await usableClass(tx, tenantId, input.classId);
  await moveSupplier(tx, tenantId, actorId, input.vendorId, target, input.reason, 'change');
}

/** Suppliers of a first-level class move down to one of its second-level children (all or none). */
export async function childrenChangeClassification(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: VendorChildrenChangeInput,
): Promise<void> {
  const vendorIds = [...new Set(input.vendorIds)].sort();
  for (const vendorId of vendorIds) await assertTenantVendor(tx, tenantId, vendorId);
  const target = await usableClass(tx, tenantId, input.classId);
  if (target.level !== 2) throw fieldError('classId', ERROR_CODES.vendorClassParentInvalid);
  for (const vendorId of vendorIds) {
    await moveSupplier(tx, tenantId, actorId, vendorId, target, input.reason, 'childChange');
  }
}

/** Conversion records: classification changes, newest first (one supplier, or the tenant's latest 200). */
export async function classificationRecords(
  tx: Db,
  tenantId: string,
  vendorId?: string,
): Promise<ClassificationRecord[]> {
  const { users, vendors } = identitySchema;
  const from = alias(vendorClasses, 'from_class');
  const to = alias(vendorClasses, 'to_class');
  const H = vendorClassificationHistory;
  const rows = await tx
    .select({
      id: H.id,
      vendorId: H.vendorId,
      vendorName: vendors.nameZh,
      vendorNameEn: vendors.nameEn,
      fromCode: from.code,
      fromName: from.name,
      toCode: to.code,
      toName: to.name,
      action: H.action,
      reason: H.reason,
      actorName: users.empName,
      createdAt: H.createdAt,
    })
    .from(H)
    .innerJoin(to, eq(to.id, H.toClassId))
    .leftJoin(from, eq(from.id, H.fromClassId))
    .leftJoin(vendors, eq(vendors.id, H.vendorId))
    .leftJoin(users, eq(users.id, H.actorId))
    .where(and(eq(H.tenantId, tenantId), vendorId ? eq(H.vendorId, vendorId) : undefined))
    .orderBy(desc(H.createdAt), desc(H.id))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    vendorId: r.vendorId,
    vendorName: r.vendorName ?? '',
    vendorNameEn: r.vendorNameEn ?? '',
    from: r.fromCode ? `${r.fromCode} ${r.fromName}` : null,
    to: `${r.toCode} ${r.toName}`,
    action: r.action as ClassificationRecord['action'],
    reason: r.reason,
    actorName: r.actorName ?? '',
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The supplier file's classification: the current class and the records. */
export async function classificationOfVendor(
  tx: Db,
  tenantId: string,
  vendorId: string,
): Promise<ClassificationOfVendor> {
  await assertTenantVendor(tx, tenantId, vendorId);
  return {
    current: (await classificationsOf(tx, tenantId, [vendorId])).get(vendorId) ?? null,
    records: await classificationRecords(tx, tenantId, vendorId),
  };
}
