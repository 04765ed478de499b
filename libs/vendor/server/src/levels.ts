import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import { isUniqueViolation, lockKey, newId, queryRows, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { identitySchema } from '@procure/identity-server';
import { postMessages } from '@procure/message-server';
import { vendorStatuses } from '@procure/masterdata-server';
import { tenantName, vendorUserIds } from './invitations.ts';
import { assertTenantVendor } from './qualification.ts';
import { vendorClassifications, vendorClassLevels, vendorLevelHistory } from './schema.ts';
import {
  decodeBusinessCursor,
  encodeBusinessCursor,
  type BusinessQuery,
  type BusinessRow,
  type Level,
  type LevelChangeInput,
  type LevelInput,
} from './levels-wire.ts';

// Classification levels and the business list (issue #16 §4 "business and conversion lists, levels"; spec §7
// classification settings "business list and update", "level save").
//
// Decision: levels are the tenant's (one scale, e.g. A/B/C/D, for every class), a classified supplier holds at
// most one (`vendor_classifications.level_id`), kept when its class changes; an unclassified supplier holds
// none (409 vendor.levelUnclassified). A change is direct (no approval, like a class change), all or nothing
// for the chosen suppliers, a `vendor_level_history` row each and a message to the supplier.

export async function listLevels(tx: Db, tenantId: string): Promise<Level[]> {
  const rows = await queryRows<{
    id: string;
    code: string;
    name: string;
    description: string;
    sort: number;
    enabled: boolean;
    suppliers: number;
  }>(
    tx,
    sql`select l.id, l.code, l.name, l.description, l.sort, l.enabled,
          (select count(*)::int from vendor_classifications c where c.tenant_id = l.tenant_id and c.level_id = l.id)
            as suppliers
        from vendor_class_levels l where l.tenant_id = ${tenantId} order by l.sort, l.code`,
  );
  return rows;
}

export async function saveLevel(tx: Db, tenantId: string, input: LevelInput): Promise<string> {
  const values = {
    code: input.code,
    name: input.name,
    description: input.description,
    sort: input.sort,
    enabled: input.enabled,
  };
  try {
    if (input.id) {
      const updated = await tx
        .update(vendorClassLevels)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(vendorClassLevels.tenantId, tenantId), eq(vendorClassLevels.id, input.id)))
        .returning({ id: vendorClassLevels.id });
      if (updated.length === 0) throw new AppError(404, ERROR_CODES.vendorLevelNotFound);
      return input.id;
    }
    const id = newId();
    await tx.insert(vendorClassLevels).values({ id, tenantId, ...values });
    return id;
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('code', ERROR_CODES.vendorLevelCodeTaken);
    throw err;
  }
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type BusinessSqlRow = {
  vendor_id: string;
  name_zh: string;
  name_en: string;
  social_credit_code: string | null;
  class_id: string;
  class_code: string;
  class_name: string;
  first_code: string;
  first_name: string;
  level_id: string | null;
  level_code: string | null;
  level_name: string | null;
  updated_at: Date | string;
};

function businessFilters(tenantId: string, query: BusinessQuery): SQL[] {
  const keyword = query.keyword?.trim();
  const cursor = query.cursor ? decodeBusinessCursor(query.cursor) : null;
  return [
    sql`vc.tenant_id = ${tenantId}`,
    sql`vc.vendor_id in (select vendor_id from tenant_vendors where tenant_id = ${tenantId})`,
    keyword
      ? sql`(v.name_zh ilike ${likePattern(keyword)} or v.name_en ilike ${likePattern(keyword)})`
      : undefined,
    query.classId ? sql`(k.id = ${query.classId} or k.parent_id = ${query.classId})` : undefined,
    query.levelId === 'none'
      ? sql`vc.level_id is null`
      : query.levelId
        ? sql`vc.level_id = ${query.levelId}`
        : undefined,
    cursor
      ? sql`(k.code, v.name_zh, v.id) > (${cursor.code}, ${cursor.name}, ${cursor.id}::uuid)`
      : undefined,
  ].filter((f): f is SQL => f !== undefined);
}

const businessFrom = sql`from vendor_classifications vc
  join vendor_classes k on k.id = vc.class_id
  left join vendor_classes p on p.id = k.parent_id
  left join vendor_class_levels l on l.id = vc.level_id
  join vendors v on v.id = vc.vendor_id`;

/** The business list: classified suppliers by class code, then name; keyset pages. */
export async function pageBusiness(
  tx: Db,
  tenantId: string,
  query: BusinessQuery,
  locale: string,
): Promise<{ items: BusinessRow[]; nextCursor: string | null }> {
  const rows = await queryRows<BusinessSqlRow>(
    tx,
    sql`select vc.vendor_id, v.name_zh, v.name_en, v.social_credit_code, k.id as class_id, k.code as class_code,
          k.name as class_name, coalesce(p.code, k.code) as first_code, coalesce(p.name, k.name) as first_name,
          l.id as level_id, l.code as level_code, l.name as level_name, vc.updated_at
        ${businessFrom}
        where ${sql.join(businessFilters(tenantId, query), sql` and `)}
        order by k.code, v.name_zh, v.id limit ${query.pageSize + 1}`,
  );
  const page = rows.slice(0, query.pageSize);
  const statuses = await vendorStatuses(
    tx,
    tenantId,
    page.map((r) => r.vendor_id),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      vendorId: r.vendor_id,
      name: locale === 'en-US' ? r.name_en : r.name_zh,
      socialCreditCode: r.social_credit_code ?? '',
      status: statuses.get(r.vendor_id) ?? null,
      classId: r.class_id,
      classCode: r.class_code,
      className: r.class_name,
      firstClassCode: r.first_code,
      firstClassName: r.first_name,
      levelId: r.level_id,
      levelCode: r.level_code,
      levelName: r.level_name,
      updatedAt: new Date(r.updated_at).toISOString(),
    })),
    nextCursor:
      rows.length > query.pageSize && last
        ? encodeBusinessCursor({ code: last.class_code, name: last.name_zh, id: last.vendor_id })
        : null,
  };
}

export async function countBusiness(tx: Db, tenantId: string, query: BusinessQuery): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n ${businessFrom}
        where ${sql.join(businessFilters(tenantId, { ...query, cursor: undefined }), sql` and `)}`,
  );
  return row?.n ?? 0;
}

/** Gives the suppliers a level (or removes it: null), all or nothing. */
export async function changeLevels(
  tx: Db,
  tenantId: string,
  actorId: string,
  input: LevelChangeInput,
): Promise<void> {
  const vendorIds = [...new Set(input.vendorIds)].sort();
  for (const vendorId of vendorIds) await assertTenantVendor(tx, tenantId, vendorId);
  let target: { id: string; code: string; name: string; enabled: boolean } | null = null;
  if (input.levelId) {
    const [row] = await tx
      .select()
      .from(vendorClassLevels)
      .where(and(eq(vendorClassLevels.tenantId, tenantId), eq(vendorClassLevels.id, input.levelId)));
    if (!row) throw new AppError(404, ERROR_CODES.vendorLevelNotFound);
    if (!row.enabled) throw new AppError(409, ERROR_CODES.vendorLevelDisabled, { level: row.code });
    target = row;
  }
  const { vendors } = identitySchema;
  const names = new Map(
    (
      await tx
        .select({ id: vendors.id, name: vendors.nameZh })
        .from(vendors)
        .where(inArray(vendors.id, vendorIds))
    ).map((r) => [r.id, r.name]),
  );
  const levels = new Map(
    (
      await tx
        .select()
        .from(vendorClassLevels)
        .where(eq(vendorClassLevels.tenantId, tenantId))
        .orderBy(asc(vendorClassLevels.code))
    ).map((l) => [l.id, l]),
  );
  const recipients = await vendorUserIds(tx, tenantId, vendorIds);
  const tenant = await tenantName(tx, tenantId, 'zh-CN');
  for (const vendorId of vendorIds) {
    // The same lock as a class change: a level and a class change of one supplier serialise.
    await lockKey(tx, `vendor_classifications:${tenantId}:${vendorId}`);
    const [current] = await tx
      .select({ levelId: vendorClassifications.levelId })
      .from(vendorClassifications)
      .where(and(eq(vendorClassifications.tenantId, tenantId), eq(vendorClassifications.vendorId, vendorId)));
    const vendor = names.get(vendorId) ?? '';
    if (!current) throw new AppError(409, ERROR_CODES.vendorLevelUnclassified, { vendor });
    if ((current.levelId ?? null) === (target?.id ?? null)) {
      throw new AppError(409, ERROR_CODES.vendorLevelSame, { vendor, level: target?.code ?? '—' });
    }
    await tx
      .update(vendorClassifications)
      .set({ levelId: target?.id ?? null, updatedBy: actorId, updatedAt: new Date() })
      .where(and(eq(vendorClassifications.tenantId, tenantId), eq(vendorClassifications.vendorId, vendorId)));
    await tx.insert(vendorLevelHistory).values({
      id: newId(),
      tenantId,
      vendorId,
      fromLevelId: current.levelId,
      toLevelId: target?.id ?? null,
      reason: input.reason,
      actorId,
      createdAt: sql`clock_timestamp()`,
    });
    const from = current.levelId ? levels.get(current.levelId) : undefined;
    await postMessages(tx, {
      tenantId,
      recipientIds: recipients.get(vendorId) ?? [],
      kind: 'notice',
      titleCode: ERROR_CODES.vendorLevelTitle,
      bodyCode: target ? ERROR_CODES.vendorLevelBody : ERROR_CODES.vendorLevelRemovedBody,
      params: {
        tenant,
        company: vendor,
        from: from ? `${from.code} ${from.name}` : '—',
        to: target ? `${target.code} ${target.name}` : '—',
        reason: input.reason,
      },
    });
  }
}
