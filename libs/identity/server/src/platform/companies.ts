import { and, desc, eq, ilike, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { sessions } from '@procure/server-auth';
import { tenants, users, vendors } from '../schema.ts';
import { tenantVendors } from '../tenancy/schema.ts';
import { platformFreezes } from './schema.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { CompanyKind, PlatformBuyer, PlatformListQuery, PlatformSupplier } from './wire.ts';

// The operations console's platform lists (issue #16 §7): every supplier company and every buyer tenant,
// searched by name or credit code, keyset pages on (created_at, id) newest first. Runs inside
// `withPlatformRead` (the customers and counts are tenant rows read across tenants, select only).

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const prefixPattern = (keyword: string) => `${keyword.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

type Company = typeof tenants | typeof vendors;

function listFilters(table: Company, query: PlatformListQuery, nameColumns: PgColumn[]): (SQL | undefined)[] {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const keyword = query.keyword?.trim();
  return [
    keyword
      ? or(
          ...nameColumns.map((column) => ilike(column, likePattern(keyword))),
          like(table.socialCreditCode, prefixPattern(keyword)),
        )
      : undefined,
    query.status === 'frozen' ? isNotNull(table.frozenAt) : undefined,
    query.status === 'active' ? isNull(table.frozenAt) : undefined,
    cursor
      ? sql`(${table.createdAt}, ${table.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  ];
}

const cursorAt = (table: Company) =>
  sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function pageOf<R extends { id: string; cursorAt: string }>(rows: R[], pageSize: number) {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

const companyState = (row: { frozenAt: Date | null; frozenReason: string | null; createdAt: Date }) => ({
  status: row.frozenAt ? ('frozen' as const) : ('active' as const),
  frozenAt: iso(row.frozenAt),
  frozenReason: row.frozenReason,
  createdAt: row.createdAt.toISOString(),
});

export async function listPlatformSuppliers(
  tx: Db,
  query: PlatformListQuery,
): Promise<{ items: PlatformSupplier[]; nextCursor: string | null }> {
  const rows = await tx
    .select({
      id: vendors.id,
      nameZh: vendors.nameZh,
      nameEn: vendors.nameEn,
      socialCreditCode: vendors.socialCreditCode,
      frozenAt: vendors.frozenAt,
      frozenReason: vendors.frozenReason,
      createdAt: vendors.createdAt,
      cursorAt: cursorAt(vendors),
      // Raw names: drizzle leaves the table off the columns of a one-table select.
      users: sql<number>`(select count(*) from users u where u.vendor_id = "vendors"."id")::int`,
    })
    .from(vendors)
    .where(and(...listFilters(vendors, query, [vendors.nameZh, vendors.nameEn])))
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
    .limit(query.pageSize + 1);
  const { page, nextCursor } = pageOf(rows, query.pageSize);
  const relations =
    page.length === 0
      ? []
      : await tx
          .select({
            vendorId: tenantVendors.vendorId,
            tenantId: tenantVendors.tenantId,
            relation: tenantVendors.status,
            shortNameZh: tenants.shortNameZh,
            shortNameEn: tenants.shortNameEn,
          })
          .from(tenantVendors)
          .innerJoin(tenants, eq(tenants.id, tenantVendors.tenantId))
          .where(
            inArray(
              tenantVendors.vendorId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(tenants.code);
  return {
    items: page.map((row) => ({
      id: row.id,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      socialCreditCode: row.socialCreditCode,
      ...companyState(row),
      users: row.users,
      customers: relations
        .filter((r) => r.vendorId === row.id)
        .map(({ tenantId, shortNameZh, shortNameEn, relation }) => ({
          tenantId,
          shortNameZh,
          shortNameEn,
          relation: relation === 'active' ? ('active' as const) : ('inactive' as const),
        })),
    })),
    nextCursor,
  };
}

export async function listPlatformBuyers(
  tx: Db,
  query: PlatformListQuery,
): Promise<{ items: PlatformBuyer[]; nextCursor: string | null }> {
  const rows = await tx
    .select({
      id: tenants.id,
      code: tenants.code,
      nameZh: tenants.nameZh,
      nameEn: tenants.nameEn,
      shortNameZh: tenants.shortNameZh,
      shortNameEn: tenants.shortNameEn,
      socialCreditCode: tenants.socialCreditCode,
      frozenAt: tenants.frozenAt,
      frozenReason: tenants.frozenReason,
      createdAt: tenants.createdAt,
      cursorAt: cursorAt(tenants),
      members: sql<number>`(select count(*) from tenant_members m where m.tenant_id = "tenants"."id")::int`,
      suppliers: sql<number>`(select count(*) from tenant_vendors tv
        where tv.tenant_id = "tenants"."id" and tv.status = 'active')::int`,
    })
    .from(tenants)
    .where(
      and(
        ...listFilters(tenants, query, [tenants.nameZh, tenants.nameEn, tenants.shortNameZh, tenants.code]),
      ),
    )
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(query.pageSize + 1);
  const { page, nextCursor } = pageOf(rows, query.pageSize);
  return {
    items: page.map((row) => ({
      id: row.id,
      code: row.code,
      nameZh: row.nameZh,
      nameEn: row.nameEn,
      shortNameZh: row.shortNameZh,
      shortNameEn: row.shortNameEn,
      socialCreditCode: row.socialCreditCode,
      ...companyState(row),
      members: row.members,
      suppliers: row.suppliers,
    })),
    nextCursor,
  };
}

export type FreezeInput = {
  kind: CompanyKind;
  id: string;
  reason: string;
  operatorId: string;
  freeze: boolean;
};

/**
 * Freezes or unfreezes a company under its row lock (two operators at once: the second gets 409), with
 * a history row. Freezing also revokes the sessions it locks out — those of the supplier company's
 * users, or those logged into the tenant — so they are signed out for good, not only while it is frozen.
 */
export async function setCompanyFrozen(tx: Db, input: FreezeInput, now: Date): Promise<void> {
  const table: Company = input.kind === 'buyer' ? tenants : vendors;
  const [row] = await tx
    .select({ frozenAt: table.frozenAt })
    .from(table)
    .where(eq(table.id, input.id))
    .for('update');
  if (!row) throw new AppError(404, ERROR_CODES.platformCompanyNotFound);
  if (input.freeze && row.frozenAt) throw new AppError(409, ERROR_CODES.platformAlreadyFrozen);
  if (!input.freeze && !row.frozenAt) throw new AppError(409, ERROR_CODES.platformNotFrozen);
  await tx
    .update(table)
    .set(
      input.freeze ? { frozenAt: now, frozenReason: input.reason } : { frozenAt: null, frozenReason: null },
    )
    .where(eq(table.id, input.id));
  await tx.insert(platformFreezes).values({
    id: newId(),
    companyKind: input.kind,
    companyId: input.id,
    action: input.freeze ? 'freeze' : 'unfreeze',
    reason: input.reason,
    operatorId: input.operatorId,
    at: now,
  });
  if (input.freeze) {
    const whose =
      input.kind === 'buyer' ? eq(sessions.loginTenantId, input.id) : eq(sessions.vendorId, input.id);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(whose, isNull(sessions.revokedAt)));
  }
}

/** A company's freezes and unfreezes, newest first (an unknown id: 404 like any absent company). */
export async function freezeHistory(tx: Db, kind: CompanyKind, id: string) {
  const table: Company = kind === 'buyer' ? tenants : vendors;
  const [exists] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!exists) throw new AppError(404, ERROR_CODES.platformCompanyNotFound);
  const rows = await tx
    .select({
      action: platformFreezes.action,
      reason: platformFreezes.reason,
      operatorName: users.empName,
      at: platformFreezes.at,
    })
    .from(platformFreezes)
    .innerJoin(users, eq(users.id, platformFreezes.operatorId))
    .where(and(eq(platformFreezes.companyKind, kind), eq(platformFreezes.companyId, id)))
    .orderBy(desc(platformFreezes.at), desc(platformFreezes.id));
  return rows.map((r) => ({
    action: r.action === 'freeze' ? ('freeze' as const) : ('unfreeze' as const),
    reason: r.reason,
    operatorName: r.operatorName,
    at: r.at.toISOString(),
  }));
}
